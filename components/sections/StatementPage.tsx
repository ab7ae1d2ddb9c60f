import type { PageDescriptor } from '@/lib/kinds/descriptor';
import type { Statement } from '@/lib/content/statements';
import closing from '@/content/copy/closing.yaml';
import { paths } from '@/lib/paths';
import { CtaBanner } from './CtaBanner';
import { PageHeader } from './PageHeader';

/**
 * A statement (the privacy notice, the accessibility statement): its header, h2 sections of
 * prose, the date it was last looked at, and who to ask.
 */
export function StatementPage({
  page,
  statement,
  date,
}: {
  page: PageDescriptor;
  statement: Statement;
  date: { label: string; value: string };
}) {
  return (
    <>
      <PageHeader page={page} eyebrow={statement.title} title={statement.heading} intro={statement.intro} />
      <div className="container-page section pt-0">
        <div className="prose-content max-w-3xl text-lg text-slate-700">
          {statement.sections.map((section) => (
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
          <p>
            {date.label}: <time dateTime={date.value}>{date.value}</time>
          </p>
        </div>
      </div>
      <CtaBanner
        title={closing.statement.title}
        text={closing.statement.text}
        action={{ label: closing.actions.contact, href: paths.contact }}
      />
    </>
  );
}
