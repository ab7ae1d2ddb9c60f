import { PageHeader } from '@/components/sections/PageHeader';
import { StatementSections } from '@/components/sections/StatementSections';
import { accessibility } from '@/lib/statements';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: accessibility.title,
  description: accessibility.description,
  path: paths.accessibility,
});

export default function AccessibilityPage() {
  return (
    <>
      <PageHeader
        eyebrow={accessibility.title}
        path={paths.accessibility}
        title={accessibility.heading}
        intro={accessibility.intro}
      />
      <StatementSections sections={accessibility.sections}>
        <p>
          {accessibility.lastReviewLabel}: <time dateTime={accessibility.lastReview}>{accessibility.lastReview}</time>
        </p>
      </StatementSections>
    </>
  );
}
