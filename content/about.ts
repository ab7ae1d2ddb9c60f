import type { IconName } from '@/lib/content/schemas';

export interface AboutPillar {
  title: 'Our Vision' | 'Our Mission' | 'Our Values';
  description: string;
  icon: IconName;
}

export interface AboutMilestone {
  year: string;
  title: string;
  description: string;
}

export interface AboutStat {
  value: string;
  label: string;
}

export interface AboutContent {
  title: string;
  intro: string;
  /** Meta description (50-160 characters). */
  description: string;
  pillars: AboutPillar[];
  timeline: AboutMilestone[];
  stats: AboutStat[];
  leadersHeading: string;
  ctaTitle: string;
  ctaText: string;
}

export const about: AboutContent = {
  title: 'About Us',
  intro:
    'Quantivo Technologies is a New Delhi-based IT staffing, quantum computing and technology services company. Since 2021 we have helped enterprises across India and abroad hire proven technology talent, modernise their ERP and cloud estates, and prepare for the quantum era with practical, well-governed programmes.',
  description:
    'Quantivo Technologies: New Delhi-based IT staffing, quantum computing and technology services firm helping enterprises build future-ready teams since 2021.',
  pillars: [
    {
      title: 'Our Vision',
      description:
        'To be India’s most trusted partner for future-ready technology, where every enterprise can access world-class talent today and quantum-era capabilities tomorrow.',
      icon: 'eye',
    },
    {
      title: 'Our Mission',
      description:
        'To connect organisations with skilled engineers and consultants, deliver software, ERP, cloud and security work that measurably improves their business, and make emerging technologies such as quantum computing practical and safe to adopt.',
      icon: 'target',
    },
    {
      title: 'Our Values',
      description:
        'Integrity in every engagement, curiosity that keeps us learning, accountability for outcomes rather than hours, and respect for the people we place, the clients we serve and the data we are trusted with.',
      icon: 'heart',
    },
  ],
  timeline: [
    {
      year: '2021',
      title: 'Founded in New Delhi',
      description:
        'Arjun Malhotra and Dr. Kavya Iyer start Quantivo in Connaught Place with a small team of recruiters and Oracle and SAP consultants.',
    },
    {
      year: '2022',
      title: 'First 100 placements',
      description:
        'Our talent acquisition practice places its hundredth technology professional with clients in banking, retail and manufacturing.',
    },
    {
      year: '2023',
      title: 'Quantum division launched',
      description:
        'We launch a dedicated quantum division for quantum computing research, hybrid algorithm prototypes and post-quantum security advisory.',
    },
    {
      year: '2024',
      title: 'Recognised for rapid growth',
      description:
        'Quantivo is recognised among India’s fastest-growing technology services firms as our consulting and delivery teams expand across four cities.',
    },
    {
      year: '2025',
      title: '500+ projects delivered',
      description:
        'We pass 500 delivered projects and placements spanning software development, ERP, cloud, data and quantum work for clients in more than ten countries.',
    },
  ],
  stats: [
    { value: '500+', label: 'Projects Delivered' },
    { value: '80+', label: 'In-house Experts' },
    { value: '98%', label: 'Client Satisfaction' },
    { value: '10+', label: 'Countries Served' },
  ],
  leadersHeading: 'Meet Our Leadership',
  ctaTitle: 'Let’s build what comes next, together',
  ctaText:
    'Whether you need a specialist team next month or a quantum-readiness roadmap for the next decade, our consultants are ready to help. Tell us about your goals and we will respond within one business day.',
};
