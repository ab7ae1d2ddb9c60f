import { PageHeader } from '@/components/sections/PageHeader';
import { privacy } from '@/content/privacy';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: privacy.title, description: privacy.description, path: paths.privacy });

export default function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow={privacy.title} path={paths.privacy} title={privacy.heading} intro={privacy.intro} />
      <div className="container-page section pt-0">
        <div className="prose-content max-w-3xl text-lg text-slate-700">
          {privacy.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {'items' in section && section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
