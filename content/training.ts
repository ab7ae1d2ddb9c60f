import type { IconName, TitledText } from '@/lib/content/schemas';

export interface TrainingArea {
  title: string;
  description: string;
  icon: IconName;
  topics: string[];
}

/** Technology areas on the corporate training page, in display order. */
export const trainingAreas: TrainingArea[] = [
  {
    title: 'DevOps',
    description:
      'Hands-on programmes that help teams ship faster and more safely with automated pipelines, containers and infrastructure as code.',
    icon: 'cog',
    topics: [
      'CI/CD with GitHub Actions, GitLab CI and Jenkins',
      'Docker and container fundamentals',
      'Kubernetes administration and Helm',
      'Infrastructure as code with Terraform',
      'Observability with Prometheus and Grafana',
    ],
  },
  {
    title: 'Cybersecurity',
    description:
      'Practical security training for developers, administrators and analysts, from secure coding to incident response and quantum-safe cryptography.',
    icon: 'shield',
    topics: [
      'Secure coding and the OWASP Top 10',
      'Threat modelling for applications',
      'SOC operations and incident response',
      'Identity and access management',
      'Post-quantum cryptography essentials',
      'DPDP Act and CERT-In compliance basics',
    ],
  },
  {
    title: 'Cloud',
    description:
      'Role-based cloud courses on AWS, Azure and Google Cloud, aligned to certification paths and to the architectures your teams actually run.',
    icon: 'cloud',
    topics: [
      'AWS, Azure and Google Cloud foundations',
      'Designing well-architected solutions',
      'Cloud networking and security',
      'Serverless application development',
      'FinOps and cloud cost optimisation',
    ],
  },
  {
    title: 'Frontend',
    description: 'Modern web development courses focused on fast, accessible and maintainable user interfaces.',
    icon: 'monitor',
    topics: [
      'Modern JavaScript and TypeScript',
      'React and Next.js in depth',
      'Web accessibility and WCAG 2.2',
      'Web performance and Core Web Vitals',
      'Component testing with Testing Library and Playwright',
    ],
  },
  {
    title: 'Backend',
    description:
      'Server-side engineering training covering APIs, services and the patterns that keep systems reliable under load.',
    icon: 'server',
    topics: [
      'Java and Spring Boot',
      'Node.js and TypeScript services',
      'Python with FastAPI and Django',
      'REST and GraphQL API design',
      'Microservices and event-driven architecture',
    ],
  },
  {
    title: 'Data',
    description:
      'Data engineering, analytics and machine learning programmes that take teams from raw data to trustworthy insight.',
    icon: 'chart',
    topics: [
      'Python for data analysis',
      'Data engineering with Spark and Airflow',
      'Power BI and Tableau dashboards',
      'Machine learning fundamentals',
      'Generative AI and prompt engineering',
      'MLOps and model deployment',
    ],
  },
  {
    title: 'Mobile',
    description:
      'Native and cross-platform mobile development courses for building secure, well-tested apps for Android and iOS.',
    icon: 'mobile',
    topics: [
      'Android development with Kotlin',
      'iOS development with Swift and SwiftUI',
      'Cross-platform apps with Flutter',
      'React Native',
      'Mobile app security and testing',
    ],
  },
  {
    title: 'Enterprise Tech',
    description:
      'Functional and technical training on the enterprise platforms that run finance, supply chain and customer operations.',
    icon: 'building',
    topics: [
      'SAP S/4HANA finance and logistics',
      'Oracle Fusion Cloud ERP',
      'Salesforce administration and development',
      'ServiceNow fundamentals',
      'Enterprise integration and middleware',
    ],
  },
  {
    title: 'Database',
    description:
      'Database design, administration and tuning courses for relational and NoSQL systems, on premises and in the cloud.',
    icon: 'database',
    topics: [
      'SQL fundamentals and advanced querying',
      'Oracle Database administration',
      'PostgreSQL and MySQL performance tuning',
      'MongoDB and NoSQL data modelling',
      'Backup, recovery and high availability',
    ],
  },
];

export interface TrainingPageContent {
  title: string;
  intro: string;
  /** Meta description (50-160 characters). */
  description: string;
  /** Delivery formats. */
  formats: TitledText[];
}

export const trainingPage: TrainingPageContent = {
  title: 'Corporate Training',
  intro:
    'Quantivo designs instructor-led programmes that close real skills gaps in your teams, taught by practitioners who deliver the same technologies on client projects. Every course is tailored to your stack, your projects and the level of your people, from new graduates to senior architects.',
  description:
    'Corporate IT training in DevOps, cloud, cybersecurity, data, ERP and more, delivered on-site, live online or blended with hands-on labs.',
  formats: [
    {
      title: 'On-site at your office',
      description:
        'Our trainers run intensive classroom sessions at your premises anywhere in India, using your own environments and examples wherever possible.',
    },
    {
      title: 'Live virtual classroom',
      description:
        'Interactive, instructor-led sessions online, scheduled around your teams’ working hours and ideal for distributed or multi-city groups.',
    },
    {
      title: 'Blended with hands-on labs',
      description:
        'A mix of live workshops, self-paced modules and cloud lab environments, with assessments and a capstone project to confirm skills have stuck.',
    },
  ],
};
