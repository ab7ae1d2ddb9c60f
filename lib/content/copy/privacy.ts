import { z } from 'zod';
import { FACTS } from '../company-facts';
import { copy, paragraphs, placeholdersIn, prose, proseWith, section } from '../copy-rules';
import { statementFields } from './statement';

/**
 * Texts that follow the build's analytics provider (lib/privacy.ts): each stands alone as a
 * paragraph or list item, exactly once, where its text goes; it shows nothing on builds it does
 * not concern.
 */
export const ANALYTICS_BLOCKS = ['analytics', 'analyticsProcessor', 'cookieSettings'] as const;
export type AnalyticsBlock = (typeof ANALYTICS_BLOCKS)[number];

const { sections, ...names } = statementFields(
  ANALYTICS_BLOCKS,
  'A paragraph or item that is just {analytics} becomes the text about this build’s analytics (Measuring visits, below), {analyticsProcessor} its line among the processors, {cookieSettings} the cookie settings sentence; each appears once.',
);
const analyticsParagraphs = (title: string) =>
  paragraphs(title, 'One paragraph per item.', proseWith('Paragraph', FACTS));

/** content/copy/privacy.yaml: the privacy notice (/privacy/). */
export const privacySchema = z.strictObject({
  ...names,
  updatedLabel: copy('"Last updated" label'),
  updated: z.iso.date().meta({ title: 'Last updated on', description: 'YYYY-MM-DD' }),
  sections: sections.superRefine((list, ctx) => {
    const texts = list.flatMap((part, i) => [
      ...part.paragraphs.map((text, j) => ({ text, path: [i, 'paragraphs', j] })),
      ...(part.items ?? []).map((text, j) => ({ text, path: [i, 'items', j] })),
    ]);
    for (const block of ANALYTICS_BLOCKS) {
      const uses = texts.filter(({ text }) => placeholdersIn(text).includes(block));
      for (const { text, path } of uses)
        if (text !== `{${block}}`)
          ctx.addIssue({ code: 'custom', path, message: `{${block}} must stand alone as a paragraph or item` });
      if (uses.length !== 1) ctx.addIssue({ code: 'custom', message: `must contain {${block}} exactly once` });
    }
  }),
  analytics: section('Measuring visits', {
    none: analyticsParagraphs('Without analytics'),
    plausible: analyticsParagraphs('With Plausible'),
    umami: analyticsParagraphs('With Umami'),
    ga4: analyticsParagraphs('With Google Analytics 4'),
    processor: prose('Analytics in the list of processors', 'Left out when the build has no analytics.'),
    cookieSettings: prose('Cookie settings', 'Only with Google Analytics, which asks for consent.'),
  }).describe('What the notice says about analytics: the build’s provider (README → Measuring visits) picks one.'),
});
export type PrivacyCopy = z.output<typeof privacySchema>;
