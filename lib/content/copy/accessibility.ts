import { z } from 'zod';
import { copy } from '../copy-rules';
import { statementFields } from './statement';

/** content/copy/accessibility.yaml: the accessibility statement (/accessibility/). */
const { sections, ...names } = statementFields();
export const accessibilitySchema = z.strictObject({
  ...names,
  lastReview: z.iso.date().meta({
    title: 'Last reviewed on',
    description: 'The date of the last full review (YYYY-MM-DD); update it after each.',
  }),
  lastReviewLabel: copy('"Last reviewed" label'),
  sections,
});
