import ui from '@/content/copy/ui.yaml';
import { Icon } from '@/components/ui/Icon';
import { ContactLink } from '@/components/ui/ContactLink';
import { formatAddress, site } from '@/lib/content/site';
import type { IconName } from '@/lib/content/vocabulary';

/** A detail: a link to write or call, the postal address, or plain text. */
type Item = { icon: IconName; label: string; value: string; link?: 'mailto' | 'tel'; address?: boolean };

/** The company's e-mail, phone and office, and any `more` details a page adds (the contact page's hours). */
export function ContactDetails({
  withAddress = true,
  tone = 'light',
  more = [],
}: {
  withAddress?: boolean;
  tone?: 'light' | 'dark';
  more?: readonly Item[];
}) {
  const dark = tone === 'dark';
  const items: Item[] = [
    { icon: 'mail', label: ui.contact.email, value: site.email, link: 'mailto' },
    { icon: 'phone', label: ui.contact.phone, value: site.phone, link: 'tel' },
  ];
  if (withAddress) items.push({ icon: 'map-pin', label: ui.contact.office, value: formatAddress(), address: true });
  items.push(...more);
  return (
    <ul className="space-y-5">
      {items.map((item) => (
        <li key={item.label} className="flex gap-4">
          <span
            className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${dark ? 'bg-white/10 text-quantum-300' : 'bg-brand-50 text-brand-700'}`}
          >
            <Icon name={item.icon} className="h-5 w-5" />
          </span>
          <div>
            <p className={`text-sm font-semibold ${dark ? 'text-white' : 'text-slate-900'}`}>{item.label}</p>
            {item.link ? (
              <ContactLink
                kind={item.link}
                value={item.value}
                className={`mt-0.5 inline-block underline decoration-quantum-500/60 underline-offset-4 hover:decoration-2 ${dark ? 'text-slate-200' : 'text-slate-700'}`}
              />
            ) : item.address ? (
              <address className={`mt-0.5 not-italic ${dark ? 'text-slate-200' : 'text-slate-700'}`}>
                {item.value}
              </address>
            ) : (
              <p className={`mt-0.5 ${dark ? 'text-slate-200' : 'text-slate-700'}`}>{item.value}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
