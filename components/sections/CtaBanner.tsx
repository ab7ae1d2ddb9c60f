import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { SiteLink } from '@/components/ui/SiteLink';
import { buttonStyles } from '@/components/ui/button';
import { promised } from '@/lib/content/site';
import { CopyBand } from './CopyBand';

interface Action {
  label: string;
  href: string;
}

/** The look of a closing band's one next step, for a control a page passes in as its action. */
export const closingButton = buttonStyles({ variant: 'accent', size: 'lg', className: 'shrink-0' });

/**
 * How a page ends: a dark band with its heading and a line of copy, the proof that backs it
 * (figures, a case study, an author) and the one next step that fits the page, with at most one
 * quieter second way on. Its line may promise a reply time, filled in from Company details.
 */
export function CtaBanner({
  title,
  text,
  action,
  secondary,
  proof,
}: {
  title: string;
  text: string;
  /** A link, or a control of the page's own that acts in place (a job's Apply Now opens its form). */
  action: Action | ReactElement;
  secondary?: Action;
  proof?: ReactNode;
}) {
  return (
    <CopyBand
      title={title}
      text={promised(text)}
      tone="dark"
      layout="grid gap-8 py-14 md:grid-cols-[minmax(0,1.6fr)_auto] md:items-center md:gap-12"
      copyClassName="max-w-3xl"
      aside={
        <div className="flex flex-col items-start gap-4 md:items-end">
          {isValidElement(action) ? (
            action
          ) : (
            <SiteLink href={action.href} className={closingButton}>
              {action.label}
            </SiteLink>
          )}
          {secondary ? (
            <SiteLink
              href={secondary.href}
              className="font-semibold text-quantum-200 underline underline-offset-4 hover:text-white"
            >
              {secondary.label}
            </SiteLink>
          ) : null}
        </div>
      }
    >
      {proof ? <div className="mt-8">{proof}</div> : null}
    </CopyBand>
  );
}
