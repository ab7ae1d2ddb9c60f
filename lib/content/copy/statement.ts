import { z } from 'zod';
import { FACTS } from '../company-facts';
import { copy, paragraphs, proseWith, section } from '../copy-rules';

/** Where the placeholders' values come from; each text's own hint lists the ones it may use. */
const FACTS_HINT = 'Placeholders such as {company} or {email} are filled in from Company details.';

/**
 * The fields of a text page (privacy notice, accessibility statement) that every such page has:
 * its names, and its body as sections an editor can add, reorder and remove. Every text may
 * name company facts; `placeholders` adds the page's own, which `hint` explains.
 */
export function statementFields(placeholders: readonly string[] = [], hint?: string) {
  const text = (title: string) => proseWith(title, [...FACTS, ...placeholders]);
  return {
    title: copy('Page name', 'Above the heading and in the browser tab.'),
    heading: copy('Heading'),
    description: proseWith('Summary', FACTS, 'For search engines and link previews.'),
    intro: proseWith('Introduction', FACTS),
    sections: z
      .array(
        section('Section', {
          heading: copy('Heading'),
          paragraphs: paragraphs('Paragraphs', 'One paragraph per item.', text('Paragraph')),
          items: z
            .array(text('Item'))
            .min(1)
            .optional()
            .meta({ title: 'Bulleted list', description: 'After the paragraphs; remove it for none.' }),
        }),
      )
      .min(1)
      .meta({ title: 'Sections', description: hint ? `${FACTS_HINT} ${hint}` : FACTS_HINT }),
  };
}
