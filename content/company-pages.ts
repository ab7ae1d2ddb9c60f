/** Copy of the about, profile and training templates that is not an entity's own. */
export const aboutPage = {
  heading: 'Talent and technology for the quantum era',
  pillarsHeading: 'What drives us',
  timelineHeading: 'Our journey',
  statsLabel: 'Quantivo at a glance',
  leaderLink: 'View profile',
  cta: 'Contact Us',
} as const;

export const profilePage = {
  competenciesHeading: 'Core competencies',
  bioHeading: 'Biography',
  back: 'Back to About Us',
} as const;

export const trainingCopy = {
  heading: 'Upskill your teams with practitioners, not slides',
  areasHeading: 'Technology areas',
  areasIntro: 'Nine practice areas, each taught by engineers who use these tools on live client projects.',
  topicsLabel: 'Typical topics',
  formatsHeading: 'How we deliver',
  cta: {
    title: 'Plan a programme for your team',
    text: 'Tell us the skills, headcount and timelines; we match a trainer and send a course outline.',
    button: 'Request a Trainer',
  },
  notice: {
    title: "Let's Find Your Trainer!",
    description:
      'Online trainer requests are not ready yet. Please write to us or call us and we will match a trainer for you.',
  },
} as const;
