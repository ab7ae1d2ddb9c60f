/** Leaders: the profiles on About and their own pages; who they are is in People. */
import about from '@/content/copy/about.yaml';
import { personOf } from '@/lib/content/references';
import { describePage } from '@/lib/kinds/descriptor';
import { paths } from '@/lib/paths';
import { personLd, trail } from '@/lib/seo/structured-data';
import { leaders as collection, leaderSchema, type Leader } from '@/lib/content/collections/leaders';
import type { Entry } from '@/lib/content/collections/define';
import { defineKind, type Draft } from './define';
import type { Person } from '@/lib/content/collections/people';

export const describeLeader = (leader: Leader) =>
  describePage({
    path: paths.leader(leader.slug),
    title: `${leader.person.name}, ${leader.person.role}`,
    description: leader.summary,
    type: 'profile',
    above: trail({ label: about.title, href: paths.about }),
    crumb: leader.person.name,
    og: { title: leader.person.name, kind: leader.person.role },
    jsonLd: [personLd(leader)],
  });

export const kind = defineKind<Leader>({
  name: 'leaders',
  order: 80,
  collection,
  route: paths.leader,
  describe: describeLeader,
  template: { file: 'about/LeaderPage', prop: 'leader' },
  /** The leader with their name and role from People. */
  preview: ({ fields }: Draft<Entry<typeof leaderSchema>>, { people }: { people: Person[] }) =>
    ({ ...fields, person: personOf(people, fields.person) }) as unknown as Leader,
});
