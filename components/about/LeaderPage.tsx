import { IconList } from '@/components/ui/IconList';
import copy from '@/content/copy/leader.yaml';
import { paths } from '@/lib/paths';
import { Photo } from '@/components/ui/Photo';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { PageLd } from '@/components/seo/PageLd';
import type { Leader } from '@/lib/content/collections/leaders';
import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { Section } from '@/components/ui/Section';
import { BackLink } from '@/components/ui/BackLink';
import { Paragraphs } from '@/components/ui/Paragraphs';
import { StudyClosing } from '@/components/sections/StudyClosing';
import closing from '@/content/copy/closing.yaml';

/**
 * The name comes first in the page's order, so a phone shows it on the first screen; on large
 * screens the portrait and competencies take the left column beside it.
 */
export function LeaderPage({ leader, page }: { leader: Leader; page: PageDescriptor }) {
  return (
    <>
      <article className="container-page section">
        <PageLd page={page} />
        <Breadcrumbs crumbs={page.crumbs} />
        <BackLink href={paths.about} label={copy.back} className="mt-6" />
        <div className="mt-8 grid gap-x-12 gap-y-8 lg:grid-cols-[22rem_1fr] lg:grid-rows-[auto_1fr]">
          <div className="lg:col-start-2">
            <h1 className="text-display font-bold tracking-tight">{leader.person.name}</h1>
            <p className="mt-2 text-xl font-medium text-brand-700">{leader.person.role}</p>
            <p className="mt-6 text-lg text-slate-600">{leader.summary}</p>
          </div>
          <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <Photo
              image={leader.image}
              sizes="(min-width: 64rem) 12rem, (min-width: 40rem) 10rem, 8rem"
              priority
              className="w-full max-w-32 rounded-2xl shadow-lg sm:max-w-40 lg:max-w-48"
            />
            <Section title={copy.competenciesHeading} titleClassName="text-lg font-semibold" className="card mt-8">
              <IconList items={leader.competencies} icon="check" look="compact" iconColor="text-quantum-700" />
            </Section>
          </div>
          <Section title={copy.bioHeading} className="lg:col-start-2">
            <Paragraphs items={leader.bio} className="mt-4 space-y-4" />
          </Section>
        </div>
      </article>
      <StudyClosing words={closing.leader} />
    </>
  );
}
