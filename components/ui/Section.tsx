import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/styles/cn';

interface Props {
  title: string;
  /**
   * The section's content. A function receives the heading and places it itself, for layouts
   * where it is not first (in a grid column, beside an icon or a lead paragraph).
   */
  children: ReactNode | ((heading: ReactNode) => ReactNode);
  /** The section's own id, for sections that are link targets (e.g. #contact). */
  id?: string;
  /** Shown above the title (display headings only). */
  eyebrow?: string;
  /** A lead paragraph under the title (display headings only). */
  intro?: string;
  /** Classes of the <section> itself (spacing, background). */
  className?: string;
  /**
   * A band across the page: the section and its background span the screen while its heading
   * and content keep the page's margins, in the page container with these classes added (a
   * grid, padding), or none with `true`. Without it the section sits where its parent puts it
   * (a column, a card), which gives it the margins.
   */
  band?: true | string;
  /** A plain heading with these classes instead of the display heading (`sr-only`: heard, not shown). */
  titleClassName?: string;
  as?: 'section' | 'aside';
}

/** Section's heading props from a block of copy that has an eyebrow, a heading and an intro. */
export const displayHeading = (copy: { eyebrow: string; heading: string; intro: string }) => ({
  eyebrow: copy.eyebrow,
  title: copy.heading,
  intro: copy.intro,
});

/**
 * A page section labelled by its own heading. The id comes from useId, so no two sections on a
 * page can share one, and no caller wires aria-labelledby by hand.
 */
export function Section({
  title,
  children,
  id: sectionId,
  eyebrow,
  intro,
  className,
  band,
  titleClassName,
  as: Tag = 'section',
}: Props) {
  const id = useId();
  const heading =
    titleClassName !== undefined ? (
      <h2 id={id} className={titleClassName || undefined}>
        {title}
      </h2>
    ) : (
      <div className="max-w-3xl">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className={`${eyebrow ? 'mt-2' : ''} text-title font-bold tracking-tight`}>
          {title}
        </h2>
        {intro ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{intro}</p> : null}
      </div>
    );
  const content =
    typeof children === 'function' ? (
      children(heading)
    ) : (
      <>
        {heading}
        {children}
      </>
    );
  return (
    <Tag id={sectionId} aria-labelledby={id} className={className}>
      {band ? <div className={cn('container-page', band !== true && band)}>{content}</div> : content}
    </Tag>
  );
}
