import { z } from 'zod';
import { copy } from '../copy-rules';

/** content/pages/profile.yaml: the words around a leader's own profile page. */
export const profileSchema = z.strictObject({
  competenciesHeading: copy('Competencies heading'),
  bioHeading: copy('Biography heading'),
  back: copy('Link back to the about page'),
});
export type ProfileCopy = z.output<typeof profileSchema>;
