import type { CaseStudy } from './types';

/**
 * Case studies, in display order. Full entries carry challenge, solution, tech stack and
 * results; short entries carry only the card fields and render placeholder text on their
 * detail page. An entry without `client` is shown as "Confidential".
 */
export const caseStudies: CaseStudy[] = [
  // ------------------------------------------------------------ full entries
  {
    slug: 'fintech-engineering-team-scale-up',
    service: 'it-talent-acquisition',
    industry: 'FinTech',
    title: 'Scaling a Payments Engineering Team from 12 to 58 in Five Months',
    description: 'How we helped a Bengaluru payments start-up hire 46 backend, SRE and QA engineers ahead of its UPI merchant launch.',
    icon: 'users',
    gradient: 'indigo-cyan',
    image: 'Hiring funnel chart narrowing from 3,200 sourced profiles to 46 engineers who joined a payments team.',
    client: 'Paysetu Financial Services, a Bengaluru-based digital payments company',
    challenge:
      'After a Series B round, the client had to roughly quadruple its engineering team before a UPI merchant platform launch, while its two in-house recruiters were already stretched. Earlier agency hires had a high early attrition rate, and candidates with Java, Kafka and PCI DSS experience were receiving multiple competing offers.',
    solution:
      "We set up a dedicated pod of four technical recruiters and two engineer-interviewers working to the client's competency framework. Candidates cleared a structured technical screen and a system-design discussion before submission, and we managed offers, notice-period buy-outs and background verification. Contract-to-hire was used for SRE roles so the client could assess on-call performance before converting.",
    techStack: ['Java 17', 'Spring Boot', 'Apache Kafka', 'Kubernetes', 'PostgreSQL', 'AWS', 'PCI DSS'],
    results: [
      '46 engineers joined in 21 weeks against a target of 40',
      'Average time to shortlist fell from 19 days to 6 days',
      'Interview-to-offer ratio improved from 9:1 to 3:1',
      '93% of hires still in role after 12 months',
    ],
  },
  {
    slug: 'automotive-gcc-staffing',
    service: 'it-talent-acquisition',
    industry: 'Automotive',
    title: 'Staffing a New Automotive Software GCC in Pune',
    description: "Building the first 120 roles of a European carmaker's global capability centre for embedded, connected-car and cloud software.",
    icon: 'car',
    gradient: 'navy-sky',
    image: 'Floor plan of a Pune office filling up with embedded, cloud and testing teams over four quarters.',
    challenge:
      'A European automotive group was opening a global capability centre in Pune and needed embedded C++, AUTOSAR, functional safety and cloud engineers on a fixed ramp-up schedule. The talent pool for AUTOSAR and ISO 26262 experience is small and heavily contested by Tier-1 suppliers in the same city.',
    solution:
      "We ran a branded hiring campaign, mapped talent at competing Tier-1 and engineering services firms, and held weekend hiring drives with the client's engineers on the interview panels. Hard-to-fill safety and architecture roles were filled by retained search, while test and validation engineers were brought in on contract to keep programmes on track.",
    techStack: ['Embedded C++', 'AUTOSAR Classic & Adaptive', 'ISO 26262', 'MATLAB/Simulink', 'Azure IoT', 'Python'],
    results: [
      '120 engineers onboarded in nine months, on the agreed ramp plan',
      '38% of hires came from passive candidates who were not actively job hunting',
      "Cost per hire 27% below the client's benchmark for its German sites",
      'Offer acceptance rate of 86% for the retained-search roles',
    ],
  },
  {
    slug: 'hospitality-contract-to-hire',
    service: 'it-talent-acquisition',
    industry: 'Hospitality',
    title: 'Contract-to-Hire Team for a Hotel Booking Platform Rebuild',
    description: 'Flexible React, Node.js and QA talent for a hospitality group rebuilding its direct-booking platform ahead of peak season.',
    icon: 'handshake',
    gradient: 'amber-red',
    image: 'Timeline showing contract engineers converting to permanent staff across a six-month booking platform rebuild.',
    client: 'Staylane Hospitality Tech, the technology arm of a Gurugram-based hotel chain',
    challenge:
      'The client wanted to cut its dependence on online travel agencies by rebuilding its direct-booking website and app, but was unsure how large a permanent team it would need afterwards. It needed people productive within weeks and a way to keep the best of them.',
    solution:
      "We placed 18 React, Node.js, mobile and QA engineers on six-month contract-to-hire terms, all screened on take-home exercises modelled on booking flows. Monthly performance reviews with the client's engineering manager fed conversion decisions, and conversion fees were fixed up front.",
    techStack: ['React', 'Node.js', 'React Native', 'GraphQL', 'Cypress', 'Google Cloud'],
    results: [
      'Full team in place within 24 days of the first briefing',
      '14 of 18 contractors converted to permanent roles',
      'New booking platform launched three weeks ahead of the winter peak',
      'Direct bookings rose from 22% to 35% of room nights within six months of launch',
    ],
  },
  {
    slug: 'quantum-portfolio-optimisation',
    service: 'quantum-computing',
    industry: 'Finance',
    title: 'Hybrid Quantum Solver for Portfolio Optimisation',
    description: 'A pilot testing QAOA and quantum annealing against classical solvers for constrained equity portfolio rebalancing.',
    icon: 'chart',
    gradient: 'violet-indigo',
    image: 'Efficient frontier chart comparing portfolios found by classical, quantum annealing and hybrid solvers.',
    client: 'Arthveda Asset Management, a Mumbai-based fund house',
    challenge:
      "The client's quant team rebalances a 200-stock equity universe under sector caps, turnover limits and lot-size constraints, which makes the problem combinatorial and slow to solve exactly. Leadership wanted an evidence-based view of whether quantum methods could help, rather than vendor claims.",
    solution:
      "We formulated the rebalancing problem as a QUBO and tested QAOA on gate-based hardware, quantum annealing on D-Wave and a quantum-inspired simulated bifurcation solver, all benchmarked against Gurobi. A hybrid workflow that uses annealing to generate warm starts for the classical solver proved the most practical and was integrated into the team's Python research stack.",
    techStack: ['Qiskit', 'D-Wave Ocean SDK', 'Amazon Braket', 'Gurobi', 'Python', 'NumPy'],
    results: [
      'Hybrid warm-start approach cut solve time by 41% on 200-asset instances',
      'Portfolios within 0.3% of the classical optimum on risk-adjusted return',
      'Benchmark report covering 1,200 problem instances delivered to the investment committee',
      'Six quant analysts trained to run and extend the workflow',
    ],
  },
  {
    slug: 'quantum-molecular-simulation',
    service: 'quantum-computing',
    industry: 'Pharmaceuticals',
    title: 'Quantum Molecular Simulation for Early Drug Discovery',
    description: 'A variational quantum eigensolver workflow to estimate binding energies for a drug-discovery research team.',
    icon: 'flask',
    gradient: 'fuchsia-violet',
    image: 'Molecule rendered beside a quantum circuit diagram and an energy convergence curve.',
    challenge:
      'A Hyderabad pharmaceutical research team needed more accurate energy estimates for metal-containing active sites, where standard DFT methods are unreliable. They wanted to understand how quantum chemistry on quantum hardware might fit into their pipeline over the next five years.',
    solution:
      "We built a VQE workflow using active-space reduction so that the chemically important orbitals fit on today's hardware and simulators. Results were compared with CCSD(T) reference values, error mitigation was applied on IBM Quantum hardware, and the workflow was packaged so the client's computational chemists can run new molecules themselves.",
    techStack: ['Qiskit Nature', 'PennyLane', 'PySCF', 'IBM Quantum', 'NVIDIA cuQuantum', 'Python'],
    results: [
      'Ground-state energies within 1.6 mHa of CCSD(T) reference for 12 test systems',
      'Error mitigation reduced hardware error by 68% compared with unmitigated runs',
      'Simulation runtime cut fourfold using GPU-accelerated simulators',
      'Five-year quantum chemistry roadmap adopted by the R&D leadership team',
    ],
  },
  {
    slug: 'oracle-fusion-finance-transformation',
    service: 'oracle-erp',
    industry: 'Manufacturing',
    title: 'Oracle Fusion Financials for a Multi-Plant Manufacturer',
    description: 'Replacing a patchwork of legacy ledgers with Oracle Fusion Cloud ERP to speed up the month-end close across three plants.',
    icon: 'building',
    gradient: 'red-orange',
    image: 'Dashboard showing reconciled ledgers across three manufacturing plants.',
    client: 'Ashoka Precision Castings, an auto-components manufacturer with plants in Pune, Chennai and Manesar',
    challenge:
      'Each plant ran its own accounting system, intercompany reconciliation was done in spreadsheets and the monthly close took twelve working days. GST reconciliation and e-invoicing were handled manually, creating compliance risk as volumes grew.',
    solution:
      "We implemented Oracle Fusion Financials, Procurement and Fixed Assets on a single global template, with India localisation for GST, TDS and e-invoicing. Oracle Integration Cloud connected the plants' shop-floor systems and banks, and five data migration rehearsals ensured opening balances reconciled to the rupee.",
    techStack: ['Oracle Fusion Cloud ERP', 'Oracle Integration Cloud', 'Oracle Analytics Cloud', 'FBDI', 'BI Publisher'],
    results: [
      'Month-end close reduced from 12 working days to 4',
      'Intercompany reconciliation automated, eliminating around 300 spreadsheet hours a month',
      'E-invoices generated automatically for 100% of eligible B2B transactions',
      'Went live in 7 months, within the approved budget of ₹4.2 crore',
    ],
  },
  {
    slug: 'sap-s4hana-chemicals-migration',
    service: 'sap-erp',
    industry: 'Chemicals',
    title: 'Brownfield SAP S/4HANA Migration for a Specialty Chemicals Group',
    description: 'Converting a 15-year-old SAP ECC system to S/4HANA within a 36-hour downtime window, with batch and compliance processes intact.',
    icon: 'layers',
    gradient: 'teal-emerald',
    image: 'Migration timeline showing ECC data moving to S/4HANA through three mock conversions and a final cut-over.',
    client: 'Sahyadri Specialty Chemicals, a Gujarat-based manufacturer and exporter',
    challenge:
      "The client's heavily customised ECC system held 15 years of batch, quality and hazardous-goods data, and its plants could not be stopped for more than a weekend. Over 4,000 custom objects had to be assessed, and export documentation had to keep working from the first day.",
    solution:
      'We carried out a brownfield conversion using SAP Readiness Check and ATC-based custom code analysis, retiring the 38% of custom objects that usage data showed were never called and remediating the rest. Three mock conversions tuned the downtime, and automated regression tests covered the batch management, QM and export processes before the final cut-over.',
    techStack: ['SAP S/4HANA 2023', 'SAP Fiori', 'SAP BTP', 'SUM with DMO', 'SAP Solution Manager', 'Tricentis Tosca'],
    results: [
      'Cut-over completed in 34 hours against a 36-hour window',
      '1,540 unused custom objects retired, simplifying future upgrades',
      'Batch traceability reports now run in seconds instead of 20 minutes',
      'Zero severity-1 incidents during four weeks of hypercare',
    ],
  },
  {
    slug: 'sap-retail-supply-chain',
    service: 'sap-erp',
    industry: 'Retail',
    title: 'SAP-Driven Supply Chain Visibility for a Fashion Retailer',
    description: 'SAP EWM and demand planning for a 240-store apparel retailer to cut stock-outs and excess inventory before the festive season.',
    icon: 'trending-up',
    gradient: 'emerald-cyan',
    image: 'Map of India with distribution centres and stores, coloured by stock availability.',
    challenge:
      'A fast-growing apparel retailer with 240 stores and two distribution centres had poor visibility of stock in transit and relied on spreadsheets for replenishment. Popular sizes sold out during festive peaks while slow-moving stock piled up in warehouses.',
    solution:
      'We implemented SAP Extended Warehouse Management in both distribution centres and SAP IBP for demand planning, integrated with the existing S/4HANA retail core and the point-of-sale system. Store replenishment moved to automated, forecast-driven proposals, with Fiori apps for store and warehouse staff.',
    techStack: ['SAP S/4HANA Retail', 'SAP EWM', 'SAP IBP', 'SAP Fiori', 'SAP Integration Suite'],
    results: [
      'Store stock-outs during the festive season reduced by 31%',
      'Inventory holding cost lowered by ₹18 crore in the first year',
      'Distribution centre picking productivity up 24%',
      'Forecast accuracy at store-SKU level improved from 58% to 74%',
    ],
  },

  // ------------------------------------------------------------ short entries
  {
    slug: 'utility-billing-upgrade',
    service: 'oracle-erp',
    industry: 'Utilities',
    title: 'Utility Billing System Upgrade',
    description: "Upgrading a power distribution company's Oracle billing platform to handle 4 million consumers and smart-meter data.",
    icon: 'bolt',
    gradient: 'amber-red',
    image: 'Smart electricity meters feeding usage data into a billing dashboard.',
  },
  {
    slug: 'core-banking-modernisation',
    service: 'oracle-erp',
    industry: 'Banking',
    title: 'Core Banking Modernisation',
    description: "Moving a cooperative bank's ageing core banking and general ledger to a modern Oracle platform with real-time reporting.",
    icon: 'building',
    gradient: 'slate-blue',
    image: 'Bank branch network connected to a central ledger with real-time reporting screens.',
  },
  {
    slug: 'small-business-erp',
    service: 'sap-erp',
    industry: 'Consumer Goods',
    title: 'SAP Business One for a Growing FMCG Brand',
    description: 'A ten-week SAP Business One rollout giving a consumer goods brand GST-ready invoicing and live inventory visibility.',
    icon: 'briefcase',
    gradient: 'teal-emerald',
    image: 'Warehouse shelves of packaged goods beside a tablet showing live stock levels.',
  },
  {
    slug: 'fraud-detection',
    service: 'data-science-ai',
    industry: 'FinTech',
    title: 'Real-Time Fraud Detection',
    description: 'Machine-learning models that score UPI and card transactions in milliseconds to stop fraud and mule accounts.',
    icon: 'eye',
    gradient: 'purple-pink',
    image: 'Stream of payment transactions with suspicious ones highlighted in red.',
  },
  {
    slug: 'sentiment-analysis',
    service: 'data-science-ai',
    industry: 'E-commerce',
    title: 'Multilingual Sentiment Analysis',
    description: 'NLP models that read English, Hindi and Hinglish product reviews to surface quality issues for an online marketplace.',
    icon: 'brain',
    gradient: 'fuchsia-violet',
    image: 'Product reviews in several languages sorted into positive, neutral and negative columns.',
  },
  {
    slug: 'logistics-platform',
    service: 'software-development',
    industry: 'Logistics',
    title: 'Shipment Tracking Platform',
    description: 'A cloud-native platform giving shippers, drivers and warehouses live tracking and proof of delivery across India.',
    icon: 'globe',
    gradient: 'blue-teal',
    image: 'Map with delivery trucks on highway routes and a live shipment status panel.',
  },
  {
    slug: 'telehealth-app',
    service: 'software-development',
    industry: 'Healthcare',
    title: 'Telehealth App for Tier-2 Cities',
    description: 'A lightweight mobile app for video consultations, e-prescriptions and follow-ups that works on low-bandwidth networks.',
    icon: 'heart',
    gradient: 'emerald-cyan',
    image: 'Smartphone showing a doctor on a video call next to a digital prescription.',
  },
  {
    slug: 'pqc-migration',
    service: 'quantum-security',
    industry: 'Banking',
    title: 'Post-Quantum Cryptography Migration',
    description: "A cryptographic inventory and phased move to hybrid post-quantum TLS for a bank's internet banking and payment channels.",
    icon: 'lock',
    gradient: 'slate-blue',
    image: 'Padlock built from lattice patterns protecting a stream of banking transactions.',
  },
  {
    slug: 'qkd-network',
    service: 'quantum-security',
    industry: 'Government',
    title: 'Metro Quantum Key Distribution Network',
    description: 'Integrating quantum key distribution links between government data centres over existing metro fibre.',
    icon: 'key',
    gradient: 'navy-sky',
    image: 'City map with fibre links between data centres carrying streams of quantum keys.',
  },
  {
    slug: 'hybrid-cloud',
    service: 'cloud-infrastructure',
    industry: 'Enterprise IT',
    title: 'Hybrid Cloud Consolidation',
    description: 'Consolidating two ageing data centres into a hybrid set-up with Azure, automated disaster recovery and unified monitoring.',
    icon: 'cloud',
    gradient: 'sky-indigo',
    image: 'On-premises server racks linked to a public cloud region with replication arrows.',
  },
  {
    slug: 'kubernetes-platform',
    service: 'cloud-infrastructure',
    industry: 'SaaS',
    title: 'Kubernetes Developer Platform',
    description: 'A self-service Kubernetes platform with GitOps and cost controls that lets a SaaS company ship new services in a day.',
    icon: 'server',
    gradient: 'indigo-cyan',
    image: 'Containers arranged in clusters with a deployment pipeline flowing into them.',
  },
];

/** The case study with this slug, if any. */
export function getCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}
