import { SiteLink } from '@/components/ui/SiteLink';
import { site } from '@/lib/site';
import { NoScriptBox } from './NoScriptBox';

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
          <a href={`mailto:${site.email}`} className="font-semibold underline">
            {site.email}
          </a>{' '}
          ·{' '}
          <a href={`tel:${site.phone.replace(/\s+/g, '')}`} className="font-semibold underline">
            {site.phone}
          </a>
        </>
      ) : null}
    </NoScriptBox>
  );
}
