import type { Leader } from './types';

/** Leadership team, shown on the about page and at /profile/{slug}. */
export const leaders: Leader[] = [
  {
    slug: 'arjun-malhotra',
    name: 'Arjun Malhotra',
    title: 'Founder & CEO',
    image: {
      src: '/images/leaders/arjun-malhotra.jpg',
      alt: 'Painted portrait of Arjun Malhotra, Founder and CEO of Quantivo Technologies',
      width: 1600,
      height: 1920,
    },
    summary: 'Former delivery head with two decades in Indian IT services, now building a talent and technology firm ready for the quantum era.',
    bio: [
      'Arjun Malhotra founded Quantivo Technologies in New Delhi in 2021 with a simple conviction: Indian enterprises deserve a partner that can supply strong engineering talent today and prepare them for the technologies that will matter tomorrow. As Founder and CEO he sets the company’s strategy, leads its largest client relationships and chairs the delivery and hiring councils.',
      'Before Quantivo, Arjun spent nineteen years at one of India’s largest IT services firms, rising from a graduate engineer on a banking migration project to delivery head for its financial services and manufacturing accounts in North India. In that role he ran a portfolio of more than 1,800 consultants across Oracle, SAP, cloud and application development engagements for clients in India, the Middle East and the United Kingdom.',
      'He holds a B.Tech in Computer Science and Engineering from IIT Delhi and completed an executive programme in strategy at IIM Ahmedabad. Arjun is known for insisting on measurable outcomes in every statement of work and for building teams in which consultants are trained, certified and retained rather than simply placed.',
      'Outside work he mentors early-stage founders through an alumni network in Delhi, speaks regularly on workforce skilling and the National Quantum Mission, and is a keen long-distance runner who has completed the Delhi half marathon eight times.',
    ],
    competencies: [
      'Corporate strategy and growth',
      'IT services delivery at scale',
      'Enterprise client partnerships',
      'Talent acquisition and workforce planning',
      'ERP and cloud transformation programmes',
      'Governance, risk and commercial management',
    ],
  },
  {
    slug: 'kavya-iyer',
    name: 'Dr. Kavya Iyer',
    title: 'Co-founder & Head of Quantum',
    image: {
      src: '/images/leaders/kavya-iyer.svg',
      alt: 'Illustrated portrait of Dr. Kavya Iyer, Co-founder and Head of Quantum at Quantivo Technologies',
      width: 480,
      height: 560,
    },
    summary: 'Quantum information scientist who turns research into practical quantum and post-quantum security programmes for enterprises.',
    bio: [
      'Dr. Kavya Iyer co-founded Quantivo Technologies and leads its quantum division, which she launched in 2023. Her team of physicists, computer scientists and security engineers helps clients identify where quantum computing can add real value, builds hybrid quantum-classical prototypes and guides organisations through the migration to post-quantum cryptography.',
      'Kavya earned her PhD in quantum information from the Indian Institute of Science, Bengaluru, where her thesis examined noise-resilient variational algorithms for near-term quantum processors. She then spent three years as a postdoctoral researcher at the Institute for Quantum Computing in Waterloo, Canada, working on error mitigation and benchmarking of superconducting qubit devices, before a visiting fellowship at TIFR Mumbai.',
      'She has co-authored more than twenty peer-reviewed papers on quantum algorithms, error mitigation and quantum-safe communication, and holds an M.Sc. in Physics from the University of Hyderabad. Before co-founding Quantivo she advised a Bengaluru deep-tech venture fund on quantum hardware and software investments.',
      'Kavya is a frequent speaker at industry and academic forums on quantum readiness, sits on working groups that review quantum skilling curricula for Indian universities, and leads Quantivo’s internal quantum fellowship, which trains software engineers in quantum programming each year.',
    ],
    competencies: [
      'Quantum algorithms and error mitigation',
      'Hybrid quantum-classical optimisation',
      'Quantum machine learning',
      'Post-quantum cryptography migration',
      'Quantum key distribution',
      'Research-to-product translation',
      'Technical team leadership and mentoring',
    ],
  },
];

/** The leader with this slug, if any. */
export function getLeader(slug: string): Leader | undefined {
  return leaders.find((leader) => leader.slug === slug);
}
