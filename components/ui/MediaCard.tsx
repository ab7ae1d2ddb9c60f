import type { ReactNode } from 'react';
import { CardHeading } from './CardHeading';
import { MoreLink } from './MoreLink';

interface Props {
  /** The picture across the card's top. */
  media: ReactNode;
  /** The line of badges and facts above the title. */
  meta: ReactNode;
  title: string;
  href: string;
  headingLevel: 'h2' | 'h3';
  titleClassName: string;
  text: string;
  /** What comes between the title and the text (a case study's headline result). */
  lead?: ReactNode;
  /** What follows the text (an article's tags). */
  extra?: ReactNode;
  /** The labelled link at the foot, to the same page as the title. */
  more: string;
}

/** A card led by a picture, its words below and the whole card one link: articles and case studies. */
export function MediaCard({ media, meta, title, href, headingLevel, titleClassName, text, lead, extra, more }: Props) {
  return (
    <article className="card card-link flex h-full flex-col overflow-hidden p-0">
      {media}
      <div className="flex flex-1 flex-col p-6">
        {meta}
        <CardHeading
          as={headingLevel}
          href={href}
          className={`mt-3 leading-snug font-semibold ${titleClassName}`}
          linkClassName="hover:underline"
        >
          {title}
        </CardHeading>
        {lead}
        <p className="mt-2 flex-1 text-slate-600">{text}</p>
        {extra}
        <MoreLink href={href} label={more} about={title} />
      </div>
    </article>
  );
}
