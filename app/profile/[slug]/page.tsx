import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/SiteLink';
import { notFound } from 'next/navigation';
import { Icon } from '@/components/ui/Icon';
import { Photo } from '@/components/ui/Photo';
import { profilePage } from '@/content/company-pages';
import { about } from '@/content/about';
import { getLeader, leaders } from '@/content/leaders';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';
import { personLd, trail } from '@/lib/structured-data';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';

export const dynamicParams = false;

export function generateStaticParams() {
  return leaders.map((l) => ({ slug: l.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const leader = getLeader((await params).slug);
  if (!leader) return {};
  return pageMetadata({ title: `${leader.name}, ${leader.title}`, description: leader.summary, path: paths.profile(leader.slug), type: 'profile' });
}

export default async function ProfilePage({ params }: Props) {
  const leader = getLeader((await params).slug);
  if (!leader) notFound();
  return (
    <article className="container-page section">
      <JsonLd data={personLd(leader)} />
      <Breadcrumbs crumbs={trail({ label: about.title, href: paths.about }, { label: leader.name, href: paths.profile(leader.slug) })} />
      <SiteLink href={paths.about} className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        ← {profilePage.back}
      </SiteLink>
      <div className="mt-8 grid gap-12 lg:grid-cols-[22rem_1fr]">
        <div>
          <Photo image={leader.image} sizes="(max-width: 24rem) 100vw, 24rem" priority className="w-full max-w-sm rounded-2xl shadow-lg" />
          <section aria-labelledby="competencies-heading" className="card mt-8">
            <h2 id="competencies-heading" className="text-lg font-semibold">
              {profilePage.competenciesHeading}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {leader.competencies.map((c) => (
                <li key={c} className="flex gap-2 text-sm">
                  <Icon name="check" className="h-5 w-5 shrink-0 text-quantum-700" />
                  <span>{c}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div>
          <h1 className="text-display font-bold tracking-tight">{leader.name}</h1>
          <p className="mt-2 text-xl font-medium text-brand-700">{leader.title}</p>
          <p className="mt-6 text-lg text-slate-600">{leader.summary}</p>
          <section aria-labelledby="bio-heading" className="mt-10">
            <h2 id="bio-heading" className="text-2xl font-bold">
              {profilePage.bioHeading}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed">
              {leader.bio.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
          </section>
        </div>
      </div>
    </article>
  );
}
