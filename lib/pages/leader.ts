import about from '@/content/copy/about.yaml';
import { leaders } from '@/lib/content';
import type { Leader } from '@/lib/content/collections/leaders';
import { paths } from '@/lib/paths';
import { personLd, trail } from '@/lib/structured-data';
import { pageKind, type PageDescriptor } from './kind';

export function describeLeader(leader: Leader): PageDescriptor {
  const path = paths.leader(leader.slug);
  const crumbs = trail({ label: about.title, href: paths.about }, { label: leader.person.name, href: path });
  return {
    path,
    title: `${leader.person.name}, ${leader.person.role}`,
    description: leader.summary,
    type: 'profile',
    crumbs,
    og: { title: leader.person.name, kind: leader.person.role, text: leader.summary },
    jsonLd: [personLd(leader)],
    indexable: true,
  };
}

export const leaderPages = pageKind(leaders, describeLeader);
