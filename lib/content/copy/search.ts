import { z } from 'zod';
import { searchGroups } from '../collections';
import { copy, template } from '../copy-rules';

/** content/copy/search.yaml: the header's search button and its dialog; its groups of results are listed in lib/content/collections/. */
export const searchSchema = z.strictObject({
  button: copy('Button', 'The header button that opens search.'),
  shortcut: copy('Keyboard shortcut', 'Shown on the button on wide screens.'),
  title: copy('Dialog title'),
  kinds: z
    .strictObject(Object.fromEntries(searchGroups.map(({ group, label }) => [group, copy(label)])))
    .meta({ title: 'Result group names' }),
  inputLabel: copy('Search box label', 'Read out by screen readers.'),
  placeholder: copy('Search box placeholder'),
  loading: copy('While loading'),
  failed: copy('When search cannot load'),
  empty: copy('Before typing'),
  noResults: template('No results', ['query']),
  suggestions: copy('Above the suggested sections'),
  close: copy('Close button label'),
});
