/**
 * The claims the site makes of the company, each needing evidence on record (lib/content/launch.ts):
 * its figures, the certifications, partner programmes, rankings and awards of the home page, and its
 * Why choose us points. Pure: the CMS form knows them too (cms/text-rules.ts).
 */
import type { z } from 'zod';
import type { homeSchema } from './copy/home';
import type { ClaimKind } from './launch-words';
import type { Site } from './schemas';

export type Home = Pick<z.output<typeof homeSchema>, 'credentials' | 'whyChooseUs'>;

export const SITE_FILE = 'content/site.yaml';
export const HOME_FILE = 'content/copy/home.yaml';

/** A claim the site makes of the company, where it is stated and how Evidence for claims names it. */
export interface Claim {
  claim: string;
  kind: ClaimKind;
  /** As the site states it, for the list of claims. */
  shown: string;
  file: string;
  path: (string | number)[];
}

export function claimsOf(site: Pick<Site, 'figures'>, home: Home): Claim[] {
  return [
    ...site.figures.map((figure, i) => ({
      claim: figure.id,
      kind: 'figure' as const,
      shown: `${figure.value} ${figure.label.toLowerCase()}`,
      file: SITE_FILE,
      path: ['figures', i],
    })),
    ...home.credentials.items.map((item, i) => ({
      claim: item.name,
      kind: 'credential' as const,
      shown: item.detail,
      file: HOME_FILE,
      path: ['credentials', 'items', i],
    })),
    ...home.whyChooseUs.points.map((point, i) => ({
      claim: point.title,
      kind: 'point' as const,
      shown: point.description,
      file: HOME_FILE,
      path: ['whyChooseUs', 'points', i],
    })),
  ];
}
