import { z } from 'zod';
import { copy, fixed, fixedList, icon, pageOpening, prose, section } from '../copy-rules';

/** content/copy/training.yaml: the corporate training page. */
export const trainingSchema = z.strictObject({
  ...pageOpening(),
  areas: section('Technology areas', {
    heading: copy('Heading'),
    intro: prose('Introduction'),
    topicsLabel: copy('Label above each card’s topics'),
    cards: fixedList({
      title: 'Area cards',
      what: 'technology areas',
      key: 'title',
      keyTitle: 'Area',
      values: [
        'DevOps',
        'Cybersecurity',
        'Cloud',
        'Frontend',
        'Backend',
        'Data',
        'Mobile',
        'Enterprise Tech',
        'Database',
      ],
      fields: {
        description: prose('Text'),
        icon,
        topics: z
          .array(copy('Topic'))
          .min(1)
          .meta({ title: 'Typical topics', description: 'One course topic per item.' }),
      },
    }),
  }),
  formats: section('How we deliver', {
    heading: copy('Heading'),
    cards: z
      .array(z.strictObject({ title: copy('Format'), description: prose('Text') }))
      .min(1)
      .meta({ title: 'Delivery formats' }),
  }),
  cta: section('Call to action', {
    title: copy('Heading'),
    text: prose('Text'),
    button: fixed('Request a Trainer', 'Button'),
  }),
  notice: section('Notice after “Request a Trainer”', {
    title: fixed("Let's Find Your Trainer!", 'Title'),
    description: prose('Text', 'Says that online trainer requests are not ready yet, and what to do instead.'),
  }),
});
