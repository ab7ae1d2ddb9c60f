import { z } from 'zod';
import { copy, fixed, promising, prose, section } from '../copy-rules';

/** content/copy/service-pages.yaml: the services index, the service template and the Enterprise IT templates. */
export const servicePagesSchema = z.strictObject({
  index: section('Services index (/services/)', {
    title: copy('Page name', 'Above the heading, in the browser tab and in the breadcrumbs of every service page.'),
    heading: copy('Heading'),
    intro: prose('Introduction'),
    description: prose('Search engine description', 'Shown in search results and link previews.'),
    mainHeading: copy('Heading above the main services'),
    enterpriseHeading: copy('Heading above the Enterprise IT groups'),
  }),
  service: section('Service page', {
    kind: copy('Kind of page', 'In link previews.'),
    heroAction: fixed('Explore Solution', 'Button under the title'),
    introHeading: copy('Introduction label', 'Read out by screen readers.'),
    processEyebrow: copy('Above the process title'),
    featuresHeading: fixed('Key Features & Offerings', 'Heading above the features'),
    cta: section('Call to action', {
      title: copy('Title'),
      text: promising('Text'),
      label: fixed('Request a Consultation', 'Button'),
    }),
    testimonialsHeading: fixed('What Our Clients Say', 'Heading above the testimonials'),
  }),
  enterprise: section('Enterprise IT service page', {
    heroAction: fixed('Schedule a Consultation', 'Button under the title (also on the Enterprise IT hub)'),
    eyebrow: copy('Section name', 'In breadcrumbs and link previews.'),
    overview: copy('Introduction label', 'Read out by screen readers.'),
    challengesHeading: fixed('Common Challenges', 'Heading above the challenges'),
    benefitsHeading: fixed('Benefits to Your Business', 'Heading above the benefits'),
    featuresHeading: fixed('Our Approach & Capabilities', 'Heading above the features'),
  }),
});
