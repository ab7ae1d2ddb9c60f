import { site } from '@/lib/site';

/** Shown only when JavaScript is off: says what needs it and offers e-mail and phone instead. */
export function NoScriptNotice({ text, withContact = true }: { text: string; withContact?: boolean }) {
  return (
    <noscript>
      <p className="my-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        {text}
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
      </p>
    </noscript>
  );
}
