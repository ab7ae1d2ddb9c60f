import type { Job } from './types';

/** The state of each office city, for the job postings' addresses. */
export const jobRegions: Record<Exclude<Job['location'], 'Remote'>, string> = {
  'New Delhi': 'Delhi',
  Mumbai: 'Maharashtra',
  Bangalore: 'Karnataka',
  Pune: 'Maharashtra',
};

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
    validThrough: '2027-01-31',
    responsibilities: [
      'Build and ship features for client portals and internal tools in React, Next.js and TypeScript, from design review and estimates to release and monitoring.',
      'Keep pages fast and accessible: performance budgets, Core Web Vitals, WCAG 2.2 AA checks and keyboard testing are part of done.',
      'Review code and mentor two or three developers through pairing, clear feedback and written design notes.',
      'Look after the shared component library with our designers, so new projects start from tested, documented parts.',
      'Work directly with client product owners in Bengaluru, Mumbai and abroad to turn loose requirements into small, testable increments.',
    ],
    requirements: [
      'Five or more years building production web applications, at least three of them with React and TypeScript.',
      'Solid knowledge of Next.js (App Router, server components, static export) and of HTML, CSS and the browser beyond any one framework.',
      'Experience with automated testing: Jest or Vitest with Testing Library, and end-to-end tests in Playwright or Cypress.',
      'A habit of measuring before optimising, and of explaining trade-offs in plain language.',
      'Comfort working remotely across time zones, with a reliable connection and a quiet place to work in India.',
    ],
    offer: [
      'A fully remote role with two paid trips a year to meet the team in New Delhi.',
      'A ₹60,000 yearly learning budget for courses, conferences and books.',
      'Group health insurance for you, your spouse, children and parents.',
      'A home-office allowance and a laptop of your choice.',
    ],
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
    validThrough: '2027-01-15',
    responsibilities: [
      'Lead Oracle Fusion Cloud Financials and Procurement implementations from discovery workshops to hypercare.',
      'Plan and run EBS-to-Fusion migrations: fit-gap analysis, data conversion strategy, reconciliation and cutover rehearsals.',
      'Configure India localisation, including GST, TDS and e-invoicing, with the client’s tax and finance teams.',
      'Guide testing cycles (SIT and UAT), train key users and write configuration documents the client can maintain.',
      'Coach junior consultants and contribute to our reusable accelerators and templates.',
    ],
    requirements: [
      'Ten or more years of Oracle ERP experience, with at least three end-to-end Fusion Cloud Financials implementations.',
      'Deep knowledge of General Ledger, Payables, Receivables, Fixed Assets and Cash Management, and working knowledge of Procurement.',
      'Hands-on experience of Indian statutory requirements in Oracle, especially GST and TDS.',
      'Confidence leading workshops with CFOs and finance controllers, and writing clear functional designs.',
      'Willingness to work from our Mumbai office and at client sites in western India.',
    ],
    offer: [
      'A senior role with a say in how our Oracle practice grows, and a clear path to practice lead.',
      'Paid Oracle certifications and time set aside each quarter to prepare for them.',
      'Group health insurance for your family and term life cover.',
      'A performance bonus tied to client outcomes, not to hours billed.',
    ],
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
    validThrough: '2026-12-31',
    responsibilities: [
      'Support an ECC-to-S/4HANA brownfield conversion for a consumer-goods client across the FI/CO and MM modules.',
      'Map current business processes, document gaps and write functional specifications for the required changes.',
      'Prepare and run test scripts for unit, integration and regression testing, and track defects to closure.',
      'Help key users validate migrated master and transactional data before each mock conversion and go-live.',
      'Provide first-line functional support during hypercare and hand over to the client’s support team.',
    ],
    requirements: [
      'Three or more years as an SAP functional analyst in FI/CO or MM, on ECC or S/4HANA.',
      'At least one full project cycle, ideally including data migration or a conversion.',
      'Good understanding of procure-to-pay and record-to-report processes.',
      'Clear written English for specifications and test evidence; Hindi or Marathi is helpful for user sessions.',
      'Availability to work from Pune for the twelve-month contract.',
    ],
    offer: [
      'A twelve-month contract with the option to extend or convert to a permanent role.',
      'Monthly payment on time, with paid public holidays and leave pro rata.',
      'Access to an SAP S/4HANA sandbox and our internal training sessions.',
      'Work alongside senior SAP architects on a programme of real scale.',
    ],
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
    validThrough: '2027-01-31',
    responsibilities: [
      'Design secure landing zones on AWS and Azure: account structure, identity, network segmentation, key management and guardrails.',
      'Build centralised logging, detection rules and incident response runbooks aligned with CERT-In’s reporting requirements.',
      'Review infrastructure-as-code and CI/CD pipelines for security issues, and automate the fixes where possible.',
      'Help clients build cryptographic inventories and plan their migration to post-quantum algorithms.',
      'Explain risks and priorities to client leadership in plain language, with evidence.',
    ],
    requirements: [
      'Eight or more years in security engineering, including four or more on AWS or Azure at enterprise scale.',
      'Strong knowledge of cloud identity (IAM, Entra ID), network security, KMS and HSM services, and security monitoring.',
      'Experience writing Terraform or Bicep and integrating security checks into pipelines.',
      'Familiarity with ISO 27001, the DPDP Act 2023 and RBI or SEBI guidelines for regulated clients.',
      'A relevant certification (for example AWS Security Specialty, AZ-500 or CISSP) is welcome but not required.',
    ],
    offer: [
      'Hybrid work from our Bengaluru office, three days a week on site.',
      'Paid certifications, lab accounts and conference travel.',
      'Group health insurance for your family and term life cover.',
      'Early work on post-quantum migration projects with our quantum security team.',
    ],
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
    validThrough: '2027-02-28',
    responsibilities: [
      'Study variational and kernel-based quantum machine learning methods for finance and materials problems.',
      'Benchmark every method honestly against strong classical baselines, and publish negative results internally too.',
      'Run experiments on simulators and on cloud quantum hardware through IBM Quantum, Amazon Braket or Azure Quantum.',
      'Turn promising results into prototypes our consulting teams can show clients, with clear limits stated.',
      'Write papers and talks with academic partners, including National Quantum Mission hubs and IITs.',
    ],
    requirements: [
      'A PhD, or equivalent research experience, in quantum information, physics, computer science or machine learning.',
      'Three or more years of research after your degree, with publications or open-source work to show.',
      'Fluency in Python and in Qiskit or PennyLane; PyTorch or JAX for the classical side.',
      'Sound statistics and experimental design: you know when a result is noise.',
      'Willingness to work from our New Delhi office, close to our research partners.',
    ],
    offer: [
      'Protected research time, with a conference and publication budget.',
      'Hardware access through our cloud quantum credits.',
      'Group health insurance for your family and term life cover.',
      'Collaboration with academic groups in India and abroad.',
    ],
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
    validThrough: '2027-01-15',
    responsibilities: [
      'Build and run CI/CD pipelines in GitHub Actions and GitLab CI for client and internal products.',
      'Operate Kubernetes platforms on EKS, AKS and on-premises clusters, including upgrades and capacity planning.',
      'Write and review Terraform modules, with policy checks and drift detection.',
      'Set up observability with Prometheus, Grafana and OpenTelemetry, and alerting that wakes people only when it matters.',
      'Share a fair on-call rota and lead blameless reviews after incidents.',
    ],
    requirements: [
      'Five or more years in DevOps, SRE or platform engineering.',
      'Production experience with Kubernetes, Helm and at least one major cloud.',
      'Strong Terraform and scripting skills in Bash and Python or Go.',
      'Good Linux and networking fundamentals: DNS, TLS, load balancing and troubleshooting under pressure.',
      'Willingness to work from our New Delhi office, with two days a week from home.',
    ],
    offer: [
      'An on-call allowance and time off in lieu after night call-outs.',
      'Paid Kubernetes and cloud certifications.',
      'Group health insurance for your family and term life cover.',
      'A small team that values automation over heroics.',
    ],
  },
];

export const getJob = (slug: string) => jobs.find((job) => job.slug === slug);
