import { SiteLink } from '@/components/ui/SiteLink';
import { site } from '@/lib/content/site';
import { NoScriptBox } from './NoScriptBox';
import { ContactLink } from './ContactLink';

/**
 * Shown only when JavaScript is off: says what needs it and offers e-mail and phone instead,
 * or a page of the site that works without it (`link`).
 */
export function NoScriptNotice({
  text,
  withContact = true,
  link,
}: {
  text: string;
  withContact?: boolean;
  link?: { href: string; label: string };
}) {
  return (
    <NoScriptBox>
      {text}
      {link ? (
        <>
          {' '}
          <SiteLink href={link.href} className="font-semibold underline">
            {link.label}
          </SiteLink>
        </>
      ) : null}
      {withContact ? (
        <>
          {' '}
          <ContactLink kind="mailto" value={site.email} className="font-semibold underline" /> {'·'}{' '}
          <ContactLink kind="tel" value={site.phone} className="font-semibold underline" />
        </>
      ) : null}
    </NoScriptBox>
  );
}
