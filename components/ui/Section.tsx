import { useId, type ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

interface Props {
  title: string;
  children: ReactNode;
  /** Shown above the title (display headings only). */
  eyebrow?: string;
  /** A lead paragraph under the title (display headings only). */
  intro?: string;
  align?: 'left' | 'center';
  /** Classes of the <section> itself (spacing, background). */
  className?: string;
  /** Classes of a wrapper around the heading and content, e.g. 'container-page'. */
  inner?: string;
  /** A plain heading with these classes instead of the display heading. */
  titleClassName?: string;
  /** The heading is read by screen readers but not shown. */
  titleHidden?: boolean;
  as?: 'section' | 'aside';
  level?: 'h2' | 'h3';
}

/**
 * A page section labelled by its own heading. The id comes from useId, so no two sections on a
 * page can share one, and no caller wires aria-labelledby by hand.
 */
export function Section({
  title,
  children,
  eyebrow,
  intro,
  align,
  className,
  inner,
  titleClassName,
  titleHidden,
  as: Tag = 'section',
  level: Heading = 'h2',
}: Props) {
  const id = useId();
  const heading =
    titleHidden || titleClassName !== undefined ? (
      <Heading id={id} className={titleHidden ? 'sr-only' : titleClassName || undefined}>
        {title}
      </Heading>
    ) : (
      <SectionHeading id={id} as={Heading} title={title} eyebrow={eyebrow} intro={intro} align={align} />
    );
  return (
    <Tag aria-labelledby={id} className={className}>
      {inner ? (
        <div className={inner}>
          {heading}
          {children}
        </div>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </Tag>
  );
}
