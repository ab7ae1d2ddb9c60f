/** Leaders: the profiles on About and their own pages; who they are is in People (the kind: lib/kinds/leaders.ts). */
import { z } from 'zod';
import { paths } from '@/lib/paths';
import { imageSchema, order, personRef, text, type SizedImage } from '../schemas';
import { define, type Entry } from './define';
import type { Person } from './people';

export const leaderSchema = z.strictObject({
  person: personRef('Person', 'Whose profile this is, from People: their name and role.'),
  image: imageSchema,
  summary: text('Summary', 'One line for the about page card.', 40),
  bio: z.array(text('Paragraph', 'One paragraph.')).min(1).meta({ title: 'Biography' }),
  competencies: z.array(text('Competency', 'One area of expertise.')).min(3).meta({ title: 'Competencies' }),
  order,
});
export type Leader = Omit<Entry<typeof leaderSchema>, 'image' | 'person'> & { image: SizedImage; person: Person };

export const leaders = define({
  name: 'leaders',
  page: paths.leader,
  label: 'Leaders',
  labelSingular: 'Leader',
  schema: leaderSchema,
  summary: 'person',
  icon: 'person',
});
