import { z } from 'zod';
import { copy } from '../copy-rules';

/** content/copy/leader.yaml: the words around a leader's own profile page. */
export const leaderPageSchema = z.strictObject({
  competenciesHeading: copy('Competencies heading'),
  bioHeading: copy('Biography heading'),
  back: copy('Link back to the about page'),
});
