/** Copy of the service, enterprise IT hub and enterprise IT detail templates. */
export const servicePage = {
  kind: 'Service',
  heroAction: 'Explore Solution',
  introHeading: 'Overview',
  processEyebrow: 'How we work',
  featuresHeading: 'Key Features & Offerings',
  cta: {
    title: 'Ready to start? Talk to a consultant.',
    text: 'Share your goals and constraints; we reply within one business day with a plan, profiles or a proposal.',
    label: 'Request a Consultation',
  },
  testimonialsHeading: 'What Our Clients Say',
} as const;

export const enterprisePage = {
  heroAction: 'Schedule a Consultation',
  eyebrow: 'Enterprise IT',
  overview: 'Overview',
  challengesHeading: 'Common Challenges',
  benefitsHeading: 'Benefits to Your Business',
  featuresHeading: 'Our Approach & Capabilities',
} as const;

export const servicesIndex = {
  title: 'Services',
  heading: 'Everything we deliver',
  intro:
    'Eight specialist practices and a full Enterprise IT portfolio, delivered by engineers and consultants from New Delhi, Pune and Bengaluru.',
  description:
    'All Quantivo services: IT staffing, quantum computing, software, data and AI, quantum security, cloud, Oracle and SAP ERP, and Enterprise IT solutions.',
  mainHeading: 'Core services',
  enterpriseHeading: 'Enterprise IT solutions',
} as const;
