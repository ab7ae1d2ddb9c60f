import type { Job } from './types';

/** Open positions on the careers page, in display order. */
export const jobs: Job[] = [
  {
    slug: 'senior-react-developer',
    title: 'Senior React Developer',
    location: 'Remote',
    role: 'Engineering',
    experience: '5+ years',
    summary:
      'Build fast, accessible client portals and internal tools with React, Next.js and TypeScript for banking, retail and SaaS clients. You will own features from design review to production, mentor two or three developers and keep our component library and performance budgets in good shape.',
    employmentType: 'FULL_TIME',
    datePosted: '2026-11-10',
  },
  {
    slug: 'oracle-fusion-consultant',
    title: 'Oracle Fusion Consultant',
    location: 'Mumbai',
    role: 'Consulting',
    experience: '10+ years',
    summary:
      'Lead Oracle Fusion Cloud Financials and Procurement implementations and EBS-to-Fusion migrations for manufacturing and financial-services clients. You will run solution workshops, configure India localisation including GST and TDS, and guide clients through testing, cutover and hypercare.',
    employmentType: 'FULL_TIME',
    datePosted: '2026-11-04',
  },
  {
    slug: 'sap-s4hana-analyst',
    title: 'SAP S/4HANA Analyst',
    location: 'Pune',
    role: 'Consulting',
    experience: '3+ years',
    summary:
      'Support an ECC-to-S/4HANA conversion programme for a consumer-goods client, working across the FI/CO and MM modules. You will map business processes, prepare functional specifications and test scripts, and help key users through data validation and go-live. This is a twelve-month contract with the option to extend.',
    employmentType: 'CONTRACTOR',
    datePosted: '2026-10-28',
  },
  {
    slug: 'cloud-security-engineer',
    title: 'Cloud Security Engineer',
    location: 'Bangalore',
    role: 'Cybersecurity',
    experience: '8+ years',
    summary:
      'Design and harden secure landing zones on AWS and Azure, from identity and key management to logging, detection and CERT-In-aligned incident response. You will also help clients build cryptographic inventories and plan their move to post-quantum algorithms.',
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-21',
  },
  {
    slug: 'quantum-machine-learning-researcher',
    title: 'Quantum Machine Learning Researcher',
    location: 'New Delhi',
    role: 'R&D',
    experience: '3+ years',
    summary:
      'Join our quantum division to study variational and kernel-based quantum machine learning methods for finance and materials problems, benchmarking them honestly against strong classical baselines. A PhD or equivalent research experience in quantum information, physics or machine learning is expected, along with fluency in Python and Qiskit or PennyLane.',
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-14',
  },
  {
    slug: 'devops-engineer',
    title: 'DevOps Engineer',
    location: 'New Delhi',
    role: 'Engineering',
    experience: '5+ years',
    summary:
      'Build and run CI/CD pipelines, Kubernetes platforms and infrastructure as code with Terraform for client and internal products. You will improve deployment frequency and reliability, set up observability with sensible alerting and share the on-call rota with a small, supportive team.',
    employmentType: 'FULL_TIME',
    datePosted: '2026-10-07',
  },
];
