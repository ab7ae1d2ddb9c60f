import type { IconName, ServiceSlug } from '@/lib/content/schemas';

export const home = {
  title: 'IT Staffing, Quantum Computing & Technology Services',
  statsLabel: 'Quantivo in numbers',
  description:
    'Hire vetted tech talent and build with quantum, software, data, cloud and ERP experts. Quantivo Technologies, New Delhi: 500+ professionals placed.',
  hero: {
    eyebrow: 'IT staffing · Quantum computing · Enterprise technology',
    heading: 'Build tomorrow’s technology with the talent to run it today',
    text: 'Quantivo places vetted engineers with fast-growing teams and delivers quantum, software, data and ERP programmes end to end, from a first workshop to production support.',
    primary: { label: 'Find Talent', href: '#contact' },
    secondary: { label: 'Quantum Solutions', href: '#services' },
  },
  /** The spec's home claims, in order. */
  stats: [
    { value: '500+', label: 'Tech professionals placed' },
    { value: '50+', label: 'Quantum projects delivered' },
    { value: '99%', label: 'Client satisfaction' },
    { value: '24/7', label: 'Support' },
  ],
  services: {
    eyebrow: 'What we do',
    heading: 'Services built for what comes next',
    intro:
      'Six practices, one accountable partner: pick a specialist for a single role or a cross-functional team for a whole programme.',
    /** The six home cards, each linking to its service page. */
    slugs: [
      'it-talent-acquisition',
      'quantum-computing',
      'software-development',
      'data-science-ai',
      'quantum-security',
      'cloud-infrastructure',
    ] satisfies ServiceSlug[],
    cardLink: 'Learn more',
  },
  whyChooseUs: {
    eyebrow: 'Our difference',
    heading: 'Why Choose Us',
    intro: 'Enterprises stay with us because we bring people and platforms that are ready before they are needed.',
    points: [
      {
        icon: 'atom',
        title: 'Quantum-ready development teams',
        description:
          'Engineers fluent in Qiskit, Cirq and hybrid quantum-classical workflows, ready to prototype on real hardware.',
      },
      {
        icon: 'sparkles',
        title: 'Cutting-edge technology expertise',
        description:
          'Certified specialists across AI, cloud, cybersecurity, Oracle and SAP who keep pace with every release.',
      },
      {
        icon: 'users',
        title: 'Proven IT staffing track record',
        description:
          'Over 500 placements with a 94% ninety-day retention rate across BFSI, manufacturing and SaaS clients.',
      },
      {
        icon: 'clock',
        title: '24/7 support and consultation',
        description:
          'Round-the-clock support desks in New Delhi and Pune, with named consultants who know your systems.',
      },
      {
        icon: 'layers',
        title: 'Scalable solutions for any project size',
        description: 'From a single contractor for a sprint to a 60-person delivery centre, engaged on terms that fit.',
      },
    ] satisfies { icon: IconName; title: string; description: string }[],
  },
  contact: {
    eyebrow: 'Contact',
    heading: 'Let’s talk about your next hire or project',
    intro:
      'Tell us what you are building. A consultant replies within one business day with next steps, profiles or a proposal.',
    formHeading: 'Send us a message',
  },
} as const;
