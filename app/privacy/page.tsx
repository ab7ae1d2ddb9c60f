import { PageHeader } from '@/components/sections/PageHeader';
import { StatementSections } from '@/components/sections/StatementSections';
import { privacy } from '@/lib/statements';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: privacy.title, description: privacy.description, path: paths.privacy });

export default function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow={privacy.title} path={paths.privacy} title={privacy.heading} intro={privacy.intro} />
      <StatementSections sections={privacy.sections}>
        <p>
          {privacy.updatedLabel}: <time dateTime={privacy.updated}>{privacy.updated}</time>
        </p>
      </StatementSections>
    </>
  );
}
