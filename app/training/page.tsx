import TrainerRequestButton from '@/components/forms/TrainerRequestButton';
import { CardGrid } from '@/components/sections/CardGrid';
import { ContactDetails } from '@/components/sections/ContactDetails';
import { PageHeader } from '@/components/sections/PageHeader';
import { Icon } from '@/components/ui/Icon';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { trainingCopy } from '@/content/company-pages';
import { ui } from '@/content/ui';
import { trainingAreas, trainingPage } from '@/content/training';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: trainingPage.title, description: trainingPage.description, path: paths.training });

export default function TrainingPage() {
  return (
    <>
      <PageHeader eyebrow={trainingPage.title} path={paths.training} title={trainingCopy.heading} intro={trainingPage.intro} />
      <section aria-labelledby="areas-heading" className="section pt-0">
        <div className="container-page">
          <SectionHeading id="areas-heading" title={trainingCopy.areasHeading} intro={trainingCopy.areasIntro} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {trainingAreas.map((area) => (
              <li key={area.title} className="card flex flex-col">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={area.icon} />
                </span>
                <h3 className="mt-4 text-xl font-semibold">{area.title}</h3>
                <p className="mt-2 text-slate-600">{area.description}</p>
                <p className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">{trainingCopy.topicsLabel}</p>
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {area.topics.map((topic) => (
                    <li key={topic} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                      {topic}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CardGrid id="formats-heading" title={trainingCopy.formatsHeading} items={trainingPage.formats} icon="graduation" tinted />
      <section aria-labelledby="trainer-heading" className="bg-brand-900">
        <div className="container-page grid gap-8 py-14 md:grid-cols-[1.4fr_1fr] md:items-center">
          <div>
            <h2 id="trainer-heading" className="text-2xl font-bold text-white sm:text-3xl">
              {trainingCopy.cta.title}
            </h2>
            <p className="mt-3 text-slate-200">{trainingCopy.cta.text}</p>
            <div className="mt-6">
              <TrainerRequestButton label={trainingCopy.cta.button} notice={trainingCopy.notice} closeLabel={ui.notifications.close} />
            </div>
          </div>
          <ContactDetails withAddress={false} tone="dark" />
        </div>
      </section>
    </>
  );
}
