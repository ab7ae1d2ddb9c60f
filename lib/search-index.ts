/** Builds the site search index from content; runs at build time only. */
import { posts } from '@/lib/content';
import { jobs } from '@/lib/content';
import { caseStudies } from '@/lib/content';
import { enterpriseServices } from '@/lib/content';
import { products } from '@/lib/content';
import { services } from '@/lib/content';
import { paths } from './paths';
import type { SearchDoc } from './search';

export function buildSearchIndex(): SearchDoc[] {
  return [
    ...services.map((s) => ({
      kind: 'Services' as const,
      title: s.title,
      url: paths.service(s.slug),
      summary: s.description,
      keywords: [s.shortTitle, ...s.features.map((f) => f.title), ...s.process.steps.map((p) => p.title)].join(' '),
    })),
    ...enterpriseServices.map((s) => ({
      kind: 'Enterprise IT' as const,
      title: s.title,
      url: paths.enterpriseService(s.slug),
      summary: s.description,
      keywords: [...s.features.map((f) => f.title), ...s.benefits.map((b) => b.title)].join(' '),
    })),
    ...products.map((p) => ({
      kind: 'Products' as const,
      title: p.title,
      url: paths.product(p.slug),
      summary: p.summary,
      keywords: [...p.uses, ...p.certifications].join(' '),
    })),
    ...caseStudies.map((c) => ({
      kind: 'Case studies' as const,
      title: c.title,
      url: paths.caseStudy(c.slug),
      summary: c.description,
      keywords: [c.industry, ...(c.techStack ?? [])].join(' '),
    })),
    ...posts.map((p) => ({
      kind: 'Articles' as const,
      title: p.title,
      url: paths.post(p.slug),
      summary: p.excerpt,
      keywords: [p.category, ...p.tags].join(' '),
    })),
    ...jobs.map((j) => ({
      kind: 'Jobs' as const,
      title: j.title,
      url: paths.job(j.slug),
      summary: `${j.location} · ${j.role} · ${j.experience}`,
      keywords: [j.summary, ...j.responsibilities, ...j.requirements].join(' '),
    })),
  ];
}
