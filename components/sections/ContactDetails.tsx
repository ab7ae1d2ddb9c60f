import { Icon } from '@/components/ui/Icon';
import { formatAddress, site } from '@/content/site';

/** The company's e-mail, phone and (optionally) address, as links where they can be. */
export function ContactDetails({ withAddress = true, tone = 'light' }: { withAddress?: boolean; tone?: 'light' | 'dark' }) {
  const text = tone === 'dark' ? 'text-slate-200' : 'text-slate-700';
  const iconBox = tone === 'dark' ? 'bg-white/10 text-quantum-300' : 'bg-brand-50 text-brand-700';
  const items = [
    { icon: 'mail' as const, label: 'Email', value: site.email, href: `mailto:${site.email}` },
    { icon: 'phone' as const, label: 'Phone', value: site.phone, href: `tel:${site.phone.replace(/\s+/g, '')}` },
    ...(withAddress ? [{ icon: 'map-pin' as const, label: 'Office', value: formatAddress(), href: undefined }] : []),
  ];
  return (
    <dl className="space-y-5">
      {items.map((item) => (
        <div key={item.label} className="flex gap-4">
          <span className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${iconBox}`}>
            <Icon name={item.icon} className="h-5 w-5" />
          </span>
          <div>
            <dt className={`text-sm font-semibold ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}>{item.label}</dt>
            <dd className={`mt-0.5 ${text}`}>
              {item.href ? (
                <a href={item.href} className="underline decoration-quantum-500/60 underline-offset-4 hover:decoration-2">
                  {item.value}
                </a>
              ) : (
                <address className="not-italic">{item.value}</address>
              )}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
