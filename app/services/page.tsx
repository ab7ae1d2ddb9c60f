import { SiteLink } from '@/components/ui/SiteLink';
import { PageHeader } from '@/components/sections/PageHeader';
import { Icon } from '@/components/ui/Icon';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { enterpriseGroups, enterpriseHub } from '@/content/enterprise-it';
import { servicesIndex } from '@/content/service-pages';
import { services } from '@/content/services';
import { gradientClass } from '@/lib/gradients';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: servicesIndex.title, description: servicesIndex.description, path: paths.services });

export default function ServicesIndexPage() {
  return (
    <>
      <PageHeader eyebrow={servicesIndex.title} path={paths.services} title={servicesIndex.heading} intro={servicesIndex.intro} />
      <section aria-labelledby="core-heading" className="container-page pb-16">
        <SectionHeading id="core-heading" title={servicesIndex.mainHeading} />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((s) => (
            <li key={s.slug} className="card card-link relative">
              <span className={`inline-flex h-11 w-11 items-center justify-center rounded-xl text-white ${gradientClass(s.gradient)}`}>
                <Icon name={s.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <SiteLink href={paths.service(s.slug)} className="after:absolute after:inset-0 hover:text-brand-700">
                  {s.title}
                </SiteLink>
              </h3>
              <p className="mt-2 text-sm text-slate-600">{s.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="enterprise-heading" className="section bg-slate-50">
        <div className="container-page">
          <SectionHeading id="enterprise-heading" title={servicesIndex.enterpriseHeading} intro={enterpriseHub.description} />
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {enterpriseGroups.map((group) => (
              <li key={group.slug} className="card">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Icon name={group.icon} className="h-5 w-5 text-brand-700" />
                  {group.title}
                </h3>
                <ul className="mt-4 space-y-2 text-sm">
                  {group.services.map((s) => (
                    <li key={s.path}>
                      <SiteLink href={s.path} className="text-brand-700 hover:underline">
                        {s.name}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <SiteLink href={paths.enterpriseHub} className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
            {enterpriseHub.title} overview →
          </SiteLink>
        </div>
      </section>
    </>
  );
}
