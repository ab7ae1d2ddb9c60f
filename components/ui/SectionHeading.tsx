interface Props {
  eyebrow?: string;
  title: string;
  intro?: string;
  id?: string;
  align?: 'left' | 'center';
  /** Heading level; sections under the page's h1 use h2. */
  as?: 'h2' | 'h3';
}

export function SectionHeading({ eyebrow, title, intro, id, align = 'left', as: Tag = 'h2' }: Props) {
  const center = align === 'center';
  return (
    <div className={center ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Tag id={id} className={`${eyebrow ? 'mt-2' : ''} text-title font-bold tracking-tight`}>
        {title}
      </Tag>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{intro}</p> : null}
    </div>
  );
}
