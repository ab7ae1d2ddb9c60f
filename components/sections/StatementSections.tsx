interface Section {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

/** The body of a text page (privacy notice, accessibility statement): h2 sections of prose. */
export function StatementSections({
  sections,
  children,
}: {
  sections: readonly Section[];
  children?: React.ReactNode;
}) {
  return (
    <div className="container-page section pt-0">
      <div className="prose-content max-w-3xl text-lg text-slate-700">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {children}
      </div>
    </div>
  );
}
