import about from '@/content/copy/about.yaml';
import { leaders } from '@/lib/content';
import type { Leader } from '@/lib/content/collections/leaders';
import { paths } from '@/lib/paths';
import { personLd, trail } from '@/lib/structured-data';
import { describePage, pageKind } from './kind';

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

export const leaderPages = pageKind(leaders, describeLeader);
