/** The Enterprise IT hub page (/services/enterprise-it/). */
export const enterpriseHub = {
  title: 'Enterprise IT Solutions',
  /** Follows the title in the browser tab and search results. */
  section: 'Services',
  /** The service type search engines read in its structured data. */
  serviceType: 'Enterprise IT',
  intro: [
    "Quantivo's Enterprise IT practice designs, supplies, deploys and supports the infrastructure, networks, physical security systems and software licences that Indian organisations run on every day. Whether it is a single data-centre refresh or a nationwide branch rollout, our certified engineers work across the leading OEM platforms and stay accountable from the first assessment to the annual maintenance contract.",
    'Every engagement is shaped by the rules that apply to you, from CERT-In directions, the DPDP Act 2023 and RBI and SEBI cyber frameworks to ISO 27001 and Make in India procurement preferences. We deliver from our New Delhi headquarters with field teams in major Indian cities. Explore our four solution areas below.',
  ],
  groupsHeading: 'Solution areas',
  overviewLink: 'overview →',
  description:
    'Enterprise IT from Quantivo: infrastructure, networking, IT-powered physical security and software licensing for Indian businesses.',
};
