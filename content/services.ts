import type { Service } from './types';

/** The eight main services, in menu and route order. */
export const services: Service[] = [
  // ------------------------------------------------------------ IT Talent Acquisition
  {
    slug: 'it-talent-acquisition',
    title: 'IT Talent Acquisition',
    shortTitle: 'IT Staffing',
    description: 'Pre-vetted engineers, architects and ERP consultants for contract, contract-to-hire and permanent roles, shortlisted within days.',
    icon: 'users',
    gradient: 'indigo-cyan',
    intro: [
      'Hiring good engineers in India is less about finding CVs and more about filtering them. Our recruiters are technologists first: they read code samples, understand the difference between a Spring Boot maintainer and a distributed-systems engineer, and know what a reasonable notice period buy-out looks like in Bengaluru versus Pune.',
      'We place developers, data engineers, cloud and DevOps specialists, Oracle and SAP consultants and quantum researchers with product companies, global capability centres and IT services firms. Engagements run as contract staffing, contract-to-hire or permanent search, with compliance, payroll and background verification handled by us.',
    ],
    process: {
      title: 'How We Hire for You',
      steps: [
        {
          title: 'Discovery',
          description:
            'We meet the hiring manager to pin down the must-have skills, team context, budget band, notice-period tolerance and interview loop before any sourcing starts.',
        },
        {
          title: 'Sourcing',
          description:
            'Our recruiters search a database of over 60,000 profiled candidates, referrals and active communities, and approach passive talent with a role brief written in plain language.',
        },
        {
          title: 'Screening',
          description:
            'Every candidate clears a technical interview with a practising engineer, a communication check and reference and document verification before you see the profile.',
        },
        {
          title: 'Submission',
          description:
            'You receive a shortlist of three to five candidates with interview notes, salary expectations and joining dates, and we manage scheduling, offers and onboarding.',
        },
      ],
    },
    features: [
      {
        title: 'Contract Staffing',
        description: 'Engineers on our payroll for three to twenty-four months, with statutory compliance, PF, ESI and GST invoicing handled by us.',
      },
      {
        title: 'Contract-to-Hire',
        description: 'Evaluate a consultant on real work for three to six months before converting them to your rolls at a pre-agreed conversion fee.',
      },
      {
        title: 'Permanent Search',
        description: 'Retained and contingent search for senior engineers, architects and engineering managers, with a 90-day replacement guarantee.',
      },
      {
        title: 'GCC Team Build-outs',
        description: 'Dedicated recruitment pods that staff new global capability centres from the first ten hires to teams of several hundred.',
      },
      {
        title: 'Niche & Emerging Skills',
        description:
          'Access to scarce profiles such as Oracle Fusion, SAP S/4HANA, MLOps, Rust and quantum algorithm engineers through our specialist networks.',
      },
      {
        title: 'Verification & Onboarding',
        description: 'Education, employment and address checks, asset provisioning and day-one onboarding, so new joiners are productive from the first week.',
      },
    ],
    testimonials: [
      {
        name: 'Rohit Bansal',
        role: 'VP Engineering',
        company: 'Paysetu Financial Services',
        quote:
          'Quantivo helped us grow from twelve engineers to nearly sixty in five months. Their screening was good enough that our own interview panel rejected only a handful of candidates.',
      },
      {
        name: 'Claudia Wexler',
        role: 'Site Lead, India Capability Centre',
        company: 'Hartwell Mobility GmbH',
        quote:
          'Setting up our Pune centre, we needed embedded and cloud engineers quickly and without compromising on quality. Quantivo understood our German interview process and staffed our first sixty roles.',
      },
      {
        name: 'Sneha Kulkarni',
        role: 'Head of Talent Acquisition',
        company: 'Staylane Hospitality Tech',
        quote:
          'The contract-to-hire model let us test people on real sprints before committing. Most of the consultants Quantivo placed with us are now full-time employees.',
      },
    ],
    caseStudies: { limit: 4, fill: true },
  },

  // ------------------------------------------------------------ Quantum Computing
  {
    slug: 'quantum-computing',
    title: 'Quantum Computing',
    shortTitle: 'Quantum Computing',
    description: 'Practical quantum computing for optimisation, simulation and machine learning, from feasibility studies to hybrid quantum-classical pilots.',
    icon: 'atom',
    gradient: 'violet-indigo',
    intro: [
      "Quantum computers will not replace your data centre, but for certain problems, such as portfolio optimisation, molecular simulation, scheduling and some machine-learning tasks, they are already worth testing. The hard part is knowing which of your problems qualify and how to frame them so today's noisy hardware can contribute.",
      'Our quantum team of physicists and software engineers works with Qiskit, PennyLane, Cirq and D-Wave Ocean, and runs experiments on IBM Quantum, Amazon Braket and Azure Quantum as well as high-performance simulators. We benchmark every quantum approach against a strong classical baseline, so you get an honest answer on where the advantage lies.',
    ],
    process: {
      title: 'Our Quantum Engagement Model',
      steps: [
        {
          title: 'Explore & Educate',
          description: 'Workshops for business and technical teams on what quantum computing can and cannot do today, grounded in examples from your industry.',
        },
        {
          title: 'Identify & Prioritize',
          description:
            'We map candidate use cases, estimate problem size and data requirements, and rank them by feasibility on current and near-term hardware.',
        },
        {
          title: 'Develop & Integrate',
          description:
            'Our engineers build hybrid quantum-classical prototypes, tune circuits and solvers, and connect them to your existing data pipelines and models.',
        },
        {
          title: 'Deploy & Validate',
          description:
            'We run the pilot against a classical benchmark, document the results and hand over a roadmap covering hardware, skills and next experiments.',
        },
      ],
    },
    features: [
      {
        title: 'Quantum Readiness Assessment',
        description:
          'A four-to-six-week study of your workloads that identifies which problems are candidates for quantum methods and what it would take to test them.',
      },
      {
        title: 'Optimisation Solutions',
        description:
          'QAOA, quantum annealing and quantum-inspired solvers for portfolio construction, vehicle routing, production scheduling and network design.',
      },
      {
        title: 'Quantum Chemistry & Simulation',
        description: 'Variational quantum eigensolver workflows for molecular energy and binding calculations, combined with classical DFT and docking tools.',
      },
      {
        title: 'Quantum Machine Learning',
        description: 'Quantum kernels and variational classifiers evaluated against gradient-boosted and neural baselines on your own data sets.',
      },
      {
        title: 'Hybrid Cloud Access',
        description:
          'Vendor-neutral access to IBM Quantum, Amazon Braket and Azure Quantum back ends, with cost controls and reproducible experiment tracking.',
      },
      {
        title: 'Team Enablement',
        description: 'Hands-on training and co-development so your data scientists can maintain and extend quantum workflows after the engagement ends.',
      },
    ],
    testimonials: [
      {
        name: 'Dr. Meera Raghunathan',
        role: 'Chief Data Officer',
        company: 'Arthveda Asset Management',
        quote:
          'Quantivo was refreshingly candid about where quantum helps and where it does not. The portfolio pilot gave our quant desk a hybrid solver that we now use for rebalancing studies.',
      },
      {
        name: 'James Okafor',
        role: 'Director, Computational Chemistry',
        company: 'Helixon Therapeutics',
        quote:
          'Their team combined real chemistry knowledge with solid quantum engineering. We came away with a reproducible VQE workflow and a clear view of the hardware we will need.',
      },
      {
        name: 'Vikram Sethi',
        role: 'Head of Innovation',
        company: 'Trivana Logistics',
        quote:
          'The readiness assessment saved us from chasing the wrong problem. Two of our routing use cases were shortlisted, and the quantum-inspired solver is already cutting planning time.',
      },
    ],
    caseStudies: { limit: 4, fill: true },
  },

  // ------------------------------------------------------------ Software Development
  {
    slug: 'software-development',
    title: 'Software Development',
    shortTitle: 'Software Development',
    description: 'Web, mobile and platform engineering by senior teams, from product discovery to production, with clean code and predictable delivery.',
    icon: 'code',
    gradient: 'blue-teal',
    intro: [
      'We build the software that runs businesses: customer-facing web and mobile apps, internal platforms, integrations and APIs. Our teams are small, senior and cross-functional, combining product, design, engineering and QA, and they work in two-week sprints with working software demonstrated at the end of each one.',
      'Our engineers work with TypeScript, React, Next.js, Java, Spring Boot, Go, Python, Kotlin and Swift, on AWS, Azure and Google Cloud. We write automated tests, set up CI/CD from the first week and document architecture decisions, so the code is easy to take over, whether by your team or ours.',
    ],
    process: {
      title: 'From Idea to Production',
      steps: [
        {
          title: 'Discovery',
          description:
            'Stakeholder interviews, user research and a review of existing systems produce a prioritised backlog, a release plan and a fixed-scope first milestone.',
        },
        {
          title: 'Design',
          description: 'We prototype the key user journeys, validate them with real users and agree the architecture, data model and integration contracts.',
        },
        {
          title: 'Develop',
          description:
            'Feature teams ship in two-week sprints with code review, automated tests and continuous integration, and demonstrate working software each sprint.',
        },
        {
          title: 'Deploy',
          description:
            'Infrastructure as code, staged rollouts, monitoring and runbooks take the product to production, followed by a hypercare and support period.',
        },
      ],
    },
    features: [
      {
        title: 'Web Applications',
        description: 'Fast, accessible web apps and portals built with React, Next.js and TypeScript, designed for Core Web Vitals and WCAG compliance.',
      },
      {
        title: 'Mobile Apps',
        description: 'Native iOS and Android or cross-platform Flutter and React Native apps that work well on low-end devices and patchy networks.',
      },
      {
        title: 'APIs & Integrations',
        description: 'REST and GraphQL APIs, event-driven integrations with Kafka, and connectors to ERPs, payment gateways and UPI, GST and Aadhaar services.',
      },
      {
        title: 'Legacy Modernisation',
        description: 'Incremental migration of monoliths to modular services using the strangler pattern, without a risky big-bang rewrite.',
      },
      {
        title: 'Quality Engineering',
        description: 'Test automation with Playwright, JUnit and Appium, performance testing with k6 and security testing built into the pipeline.',
      },
      {
        title: 'Product Support & Maintenance',
        description: 'SLA-backed support, dependency upgrades and feature enhancements after launch, with monthly reports on incidents and releases.',
      },
    ],
    testimonials: [
      {
        name: 'Anil Menon',
        role: 'Chief Technology Officer',
        company: 'FreightKart',
        quote:
          'Quantivo rebuilt our shipment tracking platform without stopping the business. Releases that used to take a month now go out several times a week.',
      },
      {
        name: 'Dr. Priya Chandrasekhar',
        role: 'Founder',
        company: 'CareBridge Health',
        quote:
          'They understood that our patients use budget Android phones on 4G in smaller towns. The telehealth app they built is fast, simple and reliable in exactly those conditions.',
      },
      {
        name: 'Tom Whitfield',
        role: 'Product Director',
        company: 'Northgate Software Ltd',
        quote:
          'We have worked with several offshore teams; this is the first one that pushed back on scope with good reasons. The code quality and documentation have been excellent.',
      },
    ],
    caseStudies: { fill: false },
  },

  // ------------------------------------------------------------ Data Science & AI
  {
    slug: 'data-science-ai',
    title: 'Data Science & AI',
    shortTitle: 'Data Science & AI',
    description:
      'Machine learning, generative AI and analytics that move from notebook to production, with MLOps, governance and measurable business outcomes.',
    icon: 'brain',
    gradient: 'purple-pink',
    intro: [
      'Most AI projects stall between a promising proof of concept and a model that runs reliably in production. We close that gap. Our data scientists and ML engineers start from a business metric, such as fraud losses, churn or forecast error, and build only what is needed to move it.',
      'We work across classical machine learning, deep learning and large language models, using Python, PyTorch, scikit-learn, Spark and Databricks, with MLflow and cloud ML platforms for deployment. Every model ships with monitoring for drift and bias, and with documentation that meets the expectations of RBI, SEBI and DPDP Act audits.',
    ],
    process: {
      title: 'Our Data & AI Delivery Approach',
      steps: [
        {
          title: 'Strategy',
          description:
            'We define the business question, the success metric and the data available, and assess feasibility, risk and expected return before any modelling begins.',
        },
        {
          title: 'Development',
          description:
            'Data pipelines, feature engineering and model experiments are tracked and reproducible, and each candidate model is compared with a simple baseline.',
        },
        {
          title: 'Deployment',
          description: 'Models are packaged, served through APIs or batch jobs and wired into CI/CD, with monitoring for latency, drift and data quality.',
        },
        {
          title: 'Insight',
          description: 'Dashboards and periodic reviews track business impact, explain model decisions and plan the retraining and improvement cycle.',
        },
      ],
    },
    features: [
      {
        title: 'Predictive Analytics',
        description: 'Demand forecasting, churn prediction, credit scoring and propensity models built on your transactional and behavioural data.',
      },
      {
        title: 'Generative AI & LLM Applications',
        description:
          'Retrieval-augmented assistants, document extraction and summarisation built on open and commercial models, with guardrails and evaluation suites.',
      },
      {
        title: 'Natural Language Processing',
        description: 'Sentiment, intent and entity models for English, Hindi and code-mixed Hinglish text from reviews, tickets and call transcripts.',
      },
      {
        title: 'Computer Vision',
        description: 'Defect detection, document OCR and shelf analytics models optimised for edge devices as well as cloud inference.',
      },
      {
        title: 'MLOps & Model Governance',
        description: 'Feature stores, model registries, automated retraining and audit trails that keep models accurate and explainable over time.',
      },
      {
        title: 'Data Engineering & BI',
        description: 'Lakehouse architecture on Databricks, Snowflake or BigQuery, with dbt transformations and Power BI or Looker dashboards on top.',
      },
    ],
    testimonials: [
      {
        name: 'Karan Oberoi',
        role: 'Head of Risk',
        company: 'Kredilo Finance',
        quote:
          'The fraud model Quantivo deployed catches far more mule accounts than our old rules engine, and the explanations it produces have made conversations with our auditors much easier.',
      },
      {
        name: 'Aisha Rahman',
        role: 'Director, Customer Experience',
        company: 'Bazaarly',
        quote:
          'Their sentiment models handle Hinglish reviews properly, which no off-the-shelf tool managed. We now spot product quality issues within days instead of weeks.',
      },
      {
        name: 'Daniel Brooks',
        role: 'Analytics Lead',
        company: 'Meridian Consumer Brands',
        quote: 'Quantivo did not just hand over a forecasting model; they set up the pipelines and monitoring so our team can run and retrain it ourselves.',
      },
    ],
    caseStudies: { fill: false },
  },

  // ------------------------------------------------------------ Quantum Security
  {
    slug: 'quantum-security',
    title: 'Quantum Security',
    shortTitle: 'Quantum Security',
    description: 'Prepare for the quantum threat with cryptographic inventories, post-quantum cryptography migration and quantum key distribution networks.',
    icon: 'shield',
    gradient: 'slate-blue',
    intro: [
      'A large enough quantum computer will break RSA and elliptic-curve cryptography, and data encrypted today can be harvested now and decrypted later. With NIST having published the ML-KEM and ML-DSA standards, banks, governments and critical infrastructure operators need to plan their move to quantum-safe cryptography now, not when the threat arrives.',
      'Quantivo helps you find where cryptography lives in your estate, decide what to migrate first and introduce post-quantum and hybrid algorithms without breaking interoperability. For links that need the highest assurance, we design and integrate quantum key distribution alongside conventional encryption.',
    ],
    process: {
      title: 'Our Path to Quantum-Safe Security',
      steps: [
        {
          title: 'Discover',
          description:
            'Automated scanning and interviews build a cryptographic bill of materials covering certificates, protocols, libraries, HSMs and hard-coded keys.',
        },
        {
          title: 'Prioritize',
          description: 'Each asset is rated by data sensitivity, required secrecy lifetime and migration effort to produce a phased, risk-based roadmap.',
        },
        {
          title: 'Implement & Test',
          description:
            'We introduce crypto-agile libraries and hybrid post-quantum algorithms in a test environment and verify performance and interoperability.',
        },
        {
          title: 'Deploy & Monitor',
          description: 'Changes roll out in controlled waves with rollback plans, and continuous monitoring flags any new quantum-vulnerable cryptography.',
        },
      ],
    },
    features: [
      {
        title: 'Cryptographic Inventory',
        description: 'A complete, continuously updated map of the algorithms, keys and certificates in use across applications, networks and devices.',
      },
      {
        title: 'Post-Quantum Cryptography Migration',
        description: 'Migration to NIST-standardised ML-KEM and ML-DSA, using hybrid modes with classical algorithms during the transition period.',
      },
      {
        title: 'Quantum Key Distribution',
        description: 'Design, integration and testing of QKD links over metro fibre, combined with key management and conventional encryptors.',
      },
      {
        title: 'Crypto-Agility Engineering',
        description: 'Refactoring applications and PKI so algorithms can be swapped through configuration rather than code changes.',
      },
      {
        title: 'HSM & PKI Modernisation',
        description: 'Upgrading hardware security modules, certificate authorities and key lifecycles to support post-quantum algorithms.',
      },
      {
        title: 'Quantum Risk Advisory',
        description: 'Board-level briefings, regulatory mapping to RBI and CERT-In guidance, and quantum-risk clauses for vendor contracts.',
      },
    ],
    testimonials: [
      {
        name: 'Sanjay Kapoor',
        role: 'Chief Information Security Officer',
        company: 'Unity Cooperative Bank',
        quote:
          'We did not know how many places RSA was buried in our systems until Quantivo ran the inventory. We now have a realistic, funded migration plan instead of a slide.',
      },
      {
        name: 'Lt. Col. (Retd.) Harish Nair',
        role: 'Programme Director',
        company: 'Securenet Infrastructure Services',
        quote:
          'Their engineers integrated the QKD links with our existing encryptors and key management without disrupting live traffic, and documented every step for our auditors.',
      },
      {
        name: 'Elena Marquez',
        role: 'Head of Cryptography',
        company: 'Castellan Payments',
        quote:
          "Quantivo's hybrid TLS pilot showed us the real performance cost of post-quantum handshakes on our payment switch. It was smaller than we feared.",
      },
    ],
    caseStudies: { fill: false },
  },

  // ------------------------------------------------------------ Cloud & Infrastructure
  {
    slug: 'cloud-infrastructure',
    title: 'Cloud & Infrastructure',
    shortTitle: 'Cloud & Infrastructure',
    description: 'Cloud migration, hybrid infrastructure, Kubernetes platforms and managed operations on AWS, Azure and Google Cloud, with cost under control.',
    icon: 'cloud',
    gradient: 'sky-indigo',
    intro: [
      'Moving to the cloud is easy; running there securely and economically is not. We design landing zones, migrate workloads and build the platforms your engineers deploy to, whether that is a public cloud, a hybrid set-up with your own data centre, or a sovereign region to meet data-localisation rules.',
      'Our certified architects and SREs work across AWS, Azure, Google Cloud, VMware and OpenShift, and automate everything with Terraform, Ansible and GitOps. After go-live we can run the platform for you with 24/7 monitoring, patching, backup and monthly FinOps reviews.',
    ],
    process: {
      title: 'Our Cloud Delivery Method',
      steps: [
        {
          title: 'Assess',
          description: 'We inventory applications, dependencies and costs, and decide for each workload whether to rehost, replatform, refactor or retire it.',
        },
        {
          title: 'Architect',
          description:
            'A secure landing zone is designed with network, identity, guardrails, logging and backup, all defined as code and reviewed with your team.',
        },
        {
          title: 'Migrate',
          description: 'Workloads move in planned waves with rehearsed cut-overs, data synchronisation and rollback plans to keep downtime to a minimum.',
        },
        {
          title: 'Operate & Optimise',
          description:
            'Round-the-clock monitoring, patching and incident response, with regular rightsizing and reserved-capacity reviews to keep costs in check.',
        },
      ],
    },
    features: [
      {
        title: 'Cloud Migration',
        description: 'Wave-based migration of applications, databases and file shares to AWS, Azure or Google Cloud with minimal business disruption.',
      },
      {
        title: 'Hybrid & Multi-Cloud',
        description: 'Consistent networking, identity and management across on-premises data centres and multiple public clouds.',
      },
      {
        title: 'Kubernetes & Platform Engineering',
        description: 'Production-grade EKS, AKS, GKE and OpenShift platforms with GitOps, service mesh and self-service templates for developers.',
      },
      {
        title: 'Infrastructure as Code',
        description: 'Terraform and Ansible modules, policy as code and automated pipelines that make every environment reproducible and auditable.',
      },
      {
        title: 'FinOps & Cost Optimisation',
        description: 'Tagging, budgets, rightsizing and commitment planning that typically reduce cloud bills by 20 to 35 per cent.',
      },
      {
        title: 'Managed Cloud Operations',
        description: 'A 24/7 operations centre in New Delhi covering monitoring, patching, backup, disaster recovery drills and security hardening.',
      },
    ],
    testimonials: [
      {
        name: 'Nitin Agarwal',
        role: 'Head of IT Infrastructure',
        company: 'Vardhan Industries',
        quote:
          'Quantivo moved 180 servers into a hybrid set-up across our Noida data centre and Azure with no unplanned downtime. Our DR drills now finish in hours, not days.',
      },
      {
        name: 'Lisa Chen',
        role: 'VP Platform',
        company: 'Ledgerly SaaS',
        quote:
          'The Kubernetes platform they built lets our developers ship a new service in a day. Their FinOps work also took almost a third off our AWS bill.',
      },
      {
        name: 'Ramesh Iyengar',
        role: 'Chief Information Officer',
        company: 'Southern Grid Power Distribution',
        quote:
          'Their operations team is responsive and genuinely understands our systems. Monthly reviews are practical and always come with concrete actions.',
      },
    ],
    caseStudies: { limit: 4, fill: true },
  },

  // ------------------------------------------------------------ Oracle ERP
  {
    slug: 'oracle-erp',
    title: 'Oracle ERP',
    shortTitle: 'Oracle ERP',
    description: 'Oracle Fusion Cloud ERP and E-Business Suite implementation, upgrades and managed support, with India GST and statutory compliance built in.',
    icon: 'database',
    gradient: 'red-orange',
    intro: [
      'Oracle ERP implementations succeed or fail on process design and data, not configuration screens. Our functional consultants come from finance, procurement and supply chain backgrounds, and they bring tested templates for Indian localisation, including GST, TDS, e-invoicing and e-way bills.',
      "We implement Oracle Fusion Cloud ERP, SCM and HCM, upgrade and stabilise Oracle E-Business Suite, and build integrations on Oracle Integration Cloud. After go-live, our application managed services team keeps your system current with Oracle's quarterly updates and resolves issues against agreed SLAs.",
    ],
    process: {
      title: 'Our Oracle Implementation Approach',
      steps: [
        {
          title: 'Assess & Plan',
          description:
            'We review current processes, customisations and data quality, and agree scope, a phased roadmap and the business case with your leadership.',
        },
        {
          title: 'Design & Configure',
          description: 'Solution design workshops map your processes to Oracle best practice, followed by configuration, extensions and integration build.',
        },
        {
          title: 'Migrate & Test',
          description:
            'Repeated data migration cycles, system integration testing and user acceptance testing make sure the data reconciles and the processes work end to end.',
        },
        {
          title: 'Go-Live & Support',
          description: 'A rehearsed cut-over, on-site hypercare and ongoing managed services keep the system stable and up to date after launch.',
        },
      ],
    },
    features: [
      {
        title: 'Oracle Fusion Cloud ERP',
        description: 'Implementation of Financials, Procurement, Project Management and Risk Management Cloud with Indian localisation built in.',
      },
      {
        title: 'E-Business Suite Upgrades',
        description: 'Upgrades to EBS 12.2 with online patching, custom code remediation and performance tuning, or a planned path to Fusion.',
      },
      {
        title: 'Supply Chain & Manufacturing',
        description: 'Oracle SCM Cloud for inventory, order management, procurement and discrete or process manufacturing.',
      },
      {
        title: 'Oracle HCM Cloud',
        description: 'Core HR, payroll integration, talent and learning modules configured for Indian labour codes and multi-country workforces.',
      },
      {
        title: 'Integration & Extensions',
        description: 'Oracle Integration Cloud, Visual Builder and APEX extensions that connect Oracle ERP to banks, GSTN, CRMs and legacy systems.',
      },
      {
        title: 'Application Managed Services',
        description: 'SLA-backed support, quarterly update testing and continuous improvement from a team that knows your configuration.',
      },
    ],
    testimonials: [
      {
        name: 'Suresh Venkataraman',
        role: 'Chief Financial Officer',
        company: 'Ashoka Precision Castings',
        quote:
          "We now close our books across three plants in four working days instead of twelve. Quantivo's consultants understood both Oracle Fusion and how a manufacturing finance team really works.",
      },
      {
        name: 'Pooja Deshmukh',
        role: 'IT Director',
        company: 'Malwa Power Utilities',
        quote: 'The billing upgrade was delivered in phases with no disruption to our monthly billing cycle. Their testing discipline made all the difference.',
      },
      {
        name: 'Mark Henderson',
        role: 'Group Controller',
        company: 'Brightwater Holdings',
        quote: 'Quantivo rolled out Fusion Financials to our India and Middle East entities on one template. The GST and VAT configuration worked first time.',
      },
    ],
    caseStudies: { limit: 8, fill: true },
  },

  // ------------------------------------------------------------ SAP ERP
  {
    slug: 'sap-erp',
    title: 'SAP ERP',
    shortTitle: 'SAP ERP',
    description: 'SAP S/4HANA implementations, ECC migrations and SAP Business One for growing firms, delivered by consultants with deep industry experience.',
    icon: 'layers',
    gradient: 'teal-emerald',
    intro: [
      "With mainstream maintenance for SAP ECC ending in 2027, many Indian enterprises face a decision about how and when to move to S/4HANA. We help you choose between a greenfield, brownfield or selective data transition based on your customisations, data volumes and appetite for process change, rather than on a vendor's preference.",
      'Our SAP practice covers finance, supply chain, manufacturing, sales and warehouse management, along with SAP BTP, Fiori and Business One for mid-sized businesses. We use SAP Activate, automated testing and rehearsed cut-overs to bring projects in on schedule and keep downtime short.',
    ],
    process: {
      title: 'Our SAP Delivery Roadmap',
      steps: [
        {
          title: 'Prepare & Explore',
          description: 'Readiness checks, custom code analysis and fit-to-standard workshops define the scope, transition path and project plan.',
        },
        {
          title: 'Realise',
          description: 'Configuration, custom code remediation, Fiori apps and integrations are built in iterative sprints and reviewed with key users.',
        },
        {
          title: 'Migrate & Deploy',
          description: 'Mock conversions, regression testing and a rehearsed cut-over move your data and users to S/4HANA within the agreed downtime window.',
        },
        {
          title: 'Run & Improve',
          description: 'Hypercare, managed support and a backlog of improvements help you make full use of embedded analytics and automation.',
        },
      ],
    },
    features: [
      {
        title: 'SAP S/4HANA Implementation',
        description: 'Greenfield implementations of S/4HANA on-premise or RISE with SAP, using pre-configured industry templates.',
      },
      {
        title: 'ECC to S/4HANA Migration',
        description: 'Brownfield and selective data transitions with custom code remediation and a tightly planned downtime window.',
      },
      {
        title: 'Supply Chain & Warehouse',
        description: 'SAP EWM, IBP and advanced ATP for demand planning, inventory visibility and faster order fulfilment.',
      },
      {
        title: 'SAP Business One',
        description: 'A fast, affordable ERP for small and mid-sized businesses, live in eight to twelve weeks with GST and e-invoicing built in.',
      },
      {
        title: 'SAP BTP & Fiori',
        description: 'Side-by-side extensions, workflow automation and role-based Fiori apps that keep the core clean and upgrade-friendly.',
      },
      {
        title: 'SAP Managed Services',
        description: 'Basis administration, functional support and release management delivered from India under clear SLAs.',
      },
    ],
    testimonials: [
      {
        name: 'Dr. Hemant Joshi',
        role: 'Director, Operations',
        company: 'Sahyadri Specialty Chemicals',
        quote:
          'Our brownfield conversion finished within a 36-hour downtime window, exactly as planned. Batch management and regulatory reporting are far cleaner on S/4HANA.',
      },
      {
        name: 'Farah Siddiqui',
        role: 'Head of Supply Chain',
        company: 'UrbanThread Retail',
        quote:
          "After the EWM and forecasting rollout, store stock-outs dropped sharply before the festive season. Quantivo's team worked through Diwali week to support us.",
      },
      {
        name: 'Richard Lowe',
        role: 'Managing Director',
        company: 'Lowe & Partners Trading',
        quote:
          'Business One went live in ten weeks. For a company our size, getting GST-compliant invoicing and real inventory visibility that quickly was exactly what we needed.',
      },
    ],
    caseStudies: { limit: 8, fill: true },
  },
];

/** The service with this slug, if any. */
export function getService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
