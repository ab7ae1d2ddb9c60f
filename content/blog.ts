import type { BlogPost } from './types';

/** Blog articles, newest last; the blog page sorts as it needs. */
export const posts: BlogPost[] = [
  {
    slug: 'quantum-readiness-for-indian-enterprises',
    title: 'Quantum Readiness for Indian Enterprises: A Practical Guide',
    date: '2026-03-12',
    category: 'Quantum',
    tags: ['Quantum Computing', 'Strategy', 'National Quantum Mission', 'Post-Quantum Cryptography'],
    excerpt:
      'A clear-eyed guide to what quantum computing can and cannot do today, and the steps Indian enterprises should take now to be ready.',
    author: 'Dr. Kavya Iyer, Co-founder & Head of Quantum',
    body: [
      {
        type: 'p',
        text: 'Few technologies attract as much attention, and as much confusion, as quantum computing. Board members ask whether they are falling behind; vendors promise breakthroughs; researchers urge patience. For a CIO in Mumbai or Bengaluru, the useful question is narrower: what should we do this year so that we are ready when quantum computers become genuinely useful, without wasting money before they are?',
      },
      {
        type: 'p',
        text: 'This guide sets out how we answer that question with clients. It is deliberately practical. Quantum readiness is not about buying a quantum computer; it is about understanding your exposure, building a small amount of expertise and making a few low-regret decisions early.',
      },
      { type: 'h2', text: 'Where quantum computing really stands' },
      {
        type: 'p',
        text: 'Today’s machines are noisy and small compared with what large, fault-tolerant applications will need. They can run interesting experiments, and hardware roadmaps from IBM, Google, Quantinuum and others show steady progress in qubit quality and error correction, but for almost every production workload a well-tuned classical system is still faster and cheaper. Anyone who tells you otherwise should be asked for a benchmark against a strong classical baseline.',
      },
      {
        type: 'p',
        text: 'India is investing seriously in the field. The National Quantum Mission, approved in 2023 with an outlay of about ₹6,000 crore to 2031, funds thematic hubs in quantum computing, communication, sensing and materials, and aims to build intermediate-scale quantum computers domestically. That will expand the pool of trained people and local infrastructure, which matters as much to enterprises as the hardware itself.',
      },
      { type: 'h2', text: 'The problems most likely to benefit' },
      {
        type: 'p',
        text: 'Quantum advantage, when it arrives, is expected to be uneven. It will help with specific classes of problem rather than speeding up computing in general. The areas most often cited are:',
      },
      {
        type: 'ul',
        items: [
          'Simulation of molecules and materials, relevant to pharmaceuticals, chemicals, batteries and fertilisers.',
          'Hard combinatorial optimisation, such as portfolio construction, network design, crew scheduling and logistics routing, though classical heuristics remain formidable competitors.',
          'Certain sampling and linear-algebra tasks that may one day support risk modelling and machine learning.',
          'Breaking today’s public-key cryptography, which is a threat rather than an opportunity and needs its own plan.',
        ],
      },
      {
        type: 'p',
        text: 'If your business has none of the first three problem types at a meaningful scale, your quantum programme can be modest. Everyone, however, is affected by the fourth.',
      },
      { type: 'h2', text: 'A five-step readiness plan' },
      {
        type: 'p',
        text: 'We use a simple sequence with clients. It costs relatively little, produces useful artefacts even if quantum timelines slip, and can be completed within two or three quarters.',
      },
      {
        type: 'ol',
        items: [
          'Map your problem portfolio. List the computationally hard problems in your business, how they are solved today, what they cost and what a ten per cent improvement would be worth. This exercise often uncovers classical quick wins as well.',
          'Build a small core of expertise. Two to four people, usually from data science or operations research, who learn quantum programming with Qiskit, Cirq or PennyLane and can separate credible claims from marketing.',
          'Run one well-scoped pilot. Choose a problem with a clear classical benchmark and use cloud access through IBM Quantum, Amazon Braket or Azure Quantum rather than buying hardware. Measure honestly and publish the result internally, even if it is negative.',
          'Start your post-quantum cryptography inventory. Identify where RSA and elliptic-curve cryptography protect long-lived data, and begin the migration planning described in our companion article on PQC.',
          'Set a review cadence. Revisit the portfolio every twelve months against hardware milestones, so that investment scales with evidence rather than headlines.',
        ],
      },
      { type: 'h2', text: 'Choosing partners and avoiding common mistakes' },
      {
        type: 'p',
        text: 'The most common mistake we see is the proof of concept that proves nothing: a toy problem, solved on a simulator, with no comparison to existing methods. The second is treating quantum as a branding exercise owned by marketing rather than a technical capability owned by a team with budget and accountability. The third is ignoring cryptographic risk because it feels less exciting than algorithms.',
      },
      {
        type: 'p',
        text: 'When choosing partners, look for people who will tell you when quantum is not the right tool. Ask for published benchmarks, clarity on which hardware and software they are tied to, and a plan for transferring skills to your own staff. Academic collaborations through the National Quantum Mission hubs and IITs can also give access to expertise that no single vendor has.',
      },
      { type: 'h2', text: 'What good looks like by the end of 2026' },
      {
        type: 'p',
        text: 'A quantum-ready enterprise is not one with a quantum computer. It is one with a documented view of where quantum could matter to its business, a handful of people who understand the technology, one or two honest experiments behind it, and a funded plan to make its cryptography quantum-safe. That position is achievable for most large Indian organisations within a year, at a cost that is small compared with the risk of being caught unprepared.',
      },
      {
        type: 'p',
        text: 'If you would like help shaping that plan, our quantum team runs short readiness workshops that produce a problem map, a skills plan and a first pilot proposal in four weeks.',
      },
    ],
  },
  {
    slug: 'moving-erp-to-the-cloud',
    title: 'Moving Your ERP to the Cloud Before End of Support',
    date: '2026-06-18',
    category: 'ERP',
    tags: ['ERP', 'SAP S/4HANA', 'Oracle Fusion', 'Cloud Migration', 'Strategy'],
    excerpt:
      'SAP ECC mainstream maintenance ends in 2027 and Oracle EBS estates are ageing. Here is how to plan a cloud ERP move without disrupting the business.',
    author: 'Neha Kapoor, Principal ERP Consultant',
    body: [
      {
        type: 'p',
        text: 'For many Indian manufacturers, banks and consumer-goods companies, the ERP system is the oldest and most heavily customised application they run. It holds the general ledger, the supply chain and the GST records, and it has been patched and extended for fifteen years or more. Now the clock is running. SAP’s mainstream maintenance for ECC 6.0 ends on 31 December 2027, with extended maintenance available only at extra cost until the end of 2030. Oracle E-Business Suite 12.2 remains supported for longer, but the innovation is happening in Oracle Fusion Cloud, and skilled EBS technical staff are becoming harder to hire.',
      },
      {
        type: 'p',
        text: 'With barely eighteen months left before the ECC deadline, programmes that have not started are already tight on time. Here is how we help clients move safely.',
      },
      { type: 'h2', text: 'Why end of support is a business risk, not just an IT one' },
      {
        type: 'p',
        text: 'Running unsupported or extended-support software raises costs each year, slows the arrival of statutory updates and leaves security vulnerabilities without a routine fix. In India, where GST e-invoicing rules, TDS changes and reporting formats evolve frequently, a system that cannot be updated quickly becomes a compliance problem. Auditors and regulators increasingly ask about the support status of core financial systems, and insurers ask about unpatched software.',
      },
      { type: 'h2', text: 'Choosing the right migration approach' },
      {
        type: 'p',
        text: 'There is no single right answer. The approach depends on how well your current processes serve the business and how clean your data is.',
      },
      {
        type: 'ul',
        items: [
          'Greenfield: a fresh implementation on S/4HANA Cloud or Oracle Fusion, adopting standard processes and migrating only open items and selected history. Best when processes are outdated or heavily customised.',
          'Brownfield (system conversion): converting an existing ECC system to S/4HANA while retaining configuration and history. Faster and less disruptive, but carries old design decisions forward.',
          'Selective data transition: a hybrid that keeps some processes and history and redesigns others, often used by groups with several company codes or recent acquisitions.',
        ],
      },
      {
        type: 'p',
        text: 'For Oracle EBS customers, the move to Fusion is nearly always a reimplementation, because the data model and extension approach are different. That is an opportunity to retire customisations that no longer earn their keep.',
      },
      { type: 'h2', text: 'A roadmap that protects the business' },
      {
        type: 'ol',
        items: [
          'Assess. Analyse custom code, interfaces, reports and data volumes. Tools such as SAP’s readiness check and custom code analysis, or an inventory of EBS customisations, give a factual baseline in a few weeks.',
          'Decide and design. Agree the approach, the target processes and the cloud model, whether RISE with SAP, GROW with SAP or Oracle Fusion SaaS, and confirm data residency requirements under the Digital Personal Data Protection Act.',
          'Clean data early. Archive what you no longer need and fix master data for customers, vendors and materials before migration, not during it.',
          'Build and integrate. Configure the new system, rebuild essential extensions using side-by-side or low-code options, and connect banks, GST portals, logistics partners and e-commerce channels.',
          'Test thoroughly. Run several mock migrations and full cycles of integration and user acceptance testing, including period-end close and statutory reports.',
          'Cut over and support. Plan the go-live around a quiet business period, with hypercare support for at least the first month-end and quarter-end close.',
        ],
      },
      { type: 'h2', text: 'Getting the India-specific details right' },
      {
        type: 'p',
        text: 'Localisation is where many global templates stumble. Make sure the design covers GST e-invoicing and e-way bills, TDS and TCS, Indian statutory financial statements, and integration with Indian banks for payments and reconciliations. For groups with both Indian and overseas entities, design the chart of accounts and intercompany processes so that consolidation remains straightforward in both Indian Accounting Standards and IFRS.',
      },
      { type: 'h2', text: 'People and change management' },
      {
        type: 'p',
        text: 'Cloud ERP changes how people work as well as the software they use. Quarterly updates mean finance and supply-chain teams must adopt a rhythm of regression testing and release reviews. Invest early in key users, give them time away from their day jobs, and train them on the new processes rather than only on screens. A small internal centre of excellence that owns the roadmap after go-live is one of the best predictors of long-term success.',
      },
      { type: 'h2', text: 'Start with a four-week assessment' },
      {
        type: 'p',
        text: 'The most valuable step you can take this quarter is a structured assessment that quantifies customisations, data quality and integration effort, and produces a costed roadmap. It turns an intimidating deadline into a managed programme. Our Oracle and SAP consultants run these assessments routinely and can also supply experienced functional and technical consultants to strengthen your own team.',
      },
    ],
  },
  {
    slug: 'fast-accessible-nextjs-sites',
    title: 'Building Fast, Accessible Next.js Sites: Our Engineering Checklist',
    date: '2026-08-20',
    category: 'Development',
    tags: ['Next.js', 'Accessibility', 'Performance', 'Engineering Practices'],
    excerpt:
      'How our product teams ship Next.js sites that load quickly on mid-range phones and work for everyone, including keyboard and screen-reader users.',
    author: 'Rohan Mehta, Engineering Lead',
    body: [
      {
        type: 'p',
        text: 'A website that is slow or inaccessible quietly turns people away. In India that problem is sharper than in many markets: a large share of visitors arrive on mid-range Android phones over variable mobile networks, and many depend on screen readers, magnification or keyboard navigation. Performance and accessibility are not finishing touches; they are part of whether a product works at all.',
      },
      {
        type: 'p',
        text: 'Next.js gives teams strong defaults, but defaults alone are not enough. This is the checklist our engineering teams apply to every client build, from marketing sites to customer portals.',
      },
      { type: 'h2', text: 'Set budgets before you write code' },
      {
        type: 'p',
        text: 'Agree measurable targets at the start of the project and make them visible. We use Google’s Core Web Vitals thresholds at the 75th percentile of real users: Largest Contentful Paint within 2.5 seconds, Interaction to Next Paint within 200 milliseconds and Cumulative Layout Shift below 0.1. We add a JavaScript budget per route and a commitment to WCAG 2.2 level AA. Budgets that live in continuous integration get respected; budgets that live in a slide deck do not.',
      },
      { type: 'h2', text: 'Render as little JavaScript as possible' },
      {
        type: 'p',
        text: 'The cheapest script is the one you never send. With the App Router, components are server components by default, so data fetching and rendering happen ahead of time and the browser receives HTML. We keep client components small and push them to the leaves of the tree, so that a single interactive button does not pull a whole page into the client bundle.',
      },
      {
        type: 'ul',
        items: [
          'Prefer static generation for content that changes rarely, and export fully static sites where no server is needed.',
          'Load heavy widgets, such as maps, charts and chat, only when they are needed, using dynamic imports.',
          'Use next/image with explicit width and height so images are resized, lazy-loaded and never shift the layout.',
          'Self-host fonts with next/font or a local font package, subset them and limit the number of weights.',
          'Audit third-party scripts ruthlessly; each analytics or marketing tag must justify its cost.',
        ],
      },
      { type: 'h2', text: 'Build accessibility into components' },
      {
        type: 'p',
        text: 'Accessibility is far cheaper when it is designed into a shared component library than when it is retrofitted page by page. Our components start from semantic HTML: real buttons, links, headings in order, lists and landmarks. Custom widgets such as menus, dialogs and tabs follow the WAI-ARIA Authoring Practices or use a well-tested library such as Headless UI or React Aria, rather than improvised div soup.',
      },
      {
        type: 'ol',
        items: [
          'Every interactive element is reachable and operable with the keyboard, with a clearly visible focus indicator.',
          'Text meets a contrast ratio of at least 4.5:1, and large text and interface elements at least 3:1.',
          'Images have meaningful alternative text, or empty alt text when they are decorative.',
          'Form fields have visible labels, and errors are announced and explained in plain language.',
          'Dialogs trap focus while open and return it to the triggering control when closed.',
          'Animations respect the prefers-reduced-motion setting, and nothing flashes more than three times a second.',
        ],
      },
      { type: 'h2', text: 'Test automatically, and with people' },
      {
        type: 'p',
        text: 'We run axe-core checks in unit and end-to-end tests, Lighthouse CI against the budgets on every pull request, and type checking and linting before anything merges. Automated tools catch perhaps a third to a half of accessibility issues, so each release also gets a short manual pass: keyboard only, a screen reader such as NVDA or VoiceOver, 200 per cent zoom and a throttled mobile network. Real-user monitoring then confirms that laboratory results hold up in the field.',
      },
      { type: 'h2', text: 'Why it pays off' },
      {
        type: 'p',
        text: 'Fast, accessible sites rank better in search, convert more visitors and cost less to host. They also reduce legal risk. Government and public-sector projects in India are expected to follow the Guidelines for Indian Government Websites, the Rights of Persons with Disabilities Act sets accessibility obligations, and Indian companies selling into Europe now face the European Accessibility Act, which has applied since June 2025.',
      },
      {
        type: 'p',
        text: 'Most importantly, these practices make products better for everyone. A page that works with a keyboard and a screen reader is usually clearer for all users, and a page that loads quickly on a budget phone feels instant on a laptop. If your team would like a performance and accessibility review of an existing site, our engineers can audit it and deliver a prioritised fix list within two weeks.',
      },
    ],
  },
  {
    slug: 'preparing-for-post-quantum-cryptography',
    title: 'Preparing for Post-Quantum Cryptography: Where to Start',
    date: '2026-10-08',
    category: 'Cybersecurity',
    tags: ['Post-Quantum Cryptography', 'Cybersecurity', 'Quantum Computing', 'Compliance'],
    excerpt:
      'NIST’s post-quantum standards are final. Here is how to inventory your cryptography, build crypto-agility and plan a migration that regulators will expect.',
    author: 'Vikram Sethi, Principal Security Architect',
    body: [
      {
        type: 'p',
        text: 'Almost every secure connection, digital signature and encrypted backup in your organisation depends on public-key algorithms such as RSA and elliptic-curve cryptography. A sufficiently powerful quantum computer running Shor’s algorithm would break them. Nobody can say exactly when such a machine will exist, but the direction of travel is clear, and migrating an enterprise’s cryptography typically takes years. That is why security teams are starting now.',
      },
      { type: 'h2', text: 'Harvest now, decrypt later' },
      {
        type: 'p',
        text: 'The most urgent risk does not wait for the quantum computer. Adversaries can record encrypted traffic and stolen data today and decrypt it once the capability arrives. If your data must stay confidential for ten years or more, such as health records, financial histories, identity data, intellectual property or government communications, it may already be exposed to this risk. A useful rule of thumb, often called Mosca’s inequality, is that if the time your data must stay secret plus the time it will take you to migrate exceeds the time until a capable quantum computer appears, you have a problem today.',
      },
      { type: 'h2', text: 'The new standards' },
      {
        type: 'p',
        text: 'In August 2024 the US National Institute of Standards and Technology published the first three post-quantum standards, which are becoming the global reference point:',
      },
      {
        type: 'ul',
        items: [
          'FIPS 203, ML-KEM, a key-encapsulation mechanism derived from CRYSTALS-Kyber, for establishing shared keys.',
          'FIPS 204, ML-DSA, a lattice-based digital signature scheme derived from CRYSTALS-Dilithium, for general-purpose signing.',
          'FIPS 205, SLH-DSA, a stateless hash-based signature scheme derived from SPHINCS+, a conservative option for long-lived signatures such as firmware and root certificates.',
        ],
      },
      {
        type: 'p',
        text: 'NIST has also selected HQC as a backup key-encapsulation algorithm and is standardising FN-DSA, based on Falcon, for compact signatures. Its transition guidance proposes deprecating quantum-vulnerable algorithms from 2030 and disallowing them by 2035. Major browsers and content delivery networks already negotiate hybrid key exchange that combines X25519 with ML-KEM, so a growing share of web traffic is protected against harvest-now-decrypt-later attacks today.',
      },
      { type: 'h2', text: 'The Indian regulatory picture' },
      {
        type: 'p',
        text: 'Indian regulators are moving in the same direction. CERT-In’s guidance on bills of materials now extends beyond software to cryptographic and quantum bills of materials, encouraging organisations to know exactly which algorithms and keys their systems use. Sector regulators in banking, insurance and capital markets expect firms to manage emerging technology risks within their cyber security frameworks, and CERT-In’s six-hour incident-reporting requirement means weak or unknown cryptography can quickly become a reportable incident. Treat PQC as part of your existing compliance programme rather than a separate science project.',
      },
      { type: 'h2', text: 'A practical migration roadmap' },
      {
        type: 'ol',
        items: [
          'Build a cryptographic inventory. Discover where cryptography is used across applications, network devices, certificates, hardware security modules, databases, identity systems and third-party services, and record it as a cryptographic bill of materials.',
          'Prioritise by risk. Rank systems by the shelf life of the data they protect, their exposure to external networks and how hard they are to change. Long-lived confidential data and long-lived signatures come first.',
          'Design for crypto-agility. Centralise cryptographic functions in well-maintained libraries and services, avoid hard-coded algorithms and key sizes, and make it possible to change algorithms through configuration.',
          'Engage your vendors. Ask suppliers of HSMs, VPNs, PKI, payment systems and cloud services for their PQC roadmaps, and write quantum-safe requirements into new contracts and renewals.',
          'Pilot hybrid deployments. Start with TLS using hybrid ML-KEM key exchange and test ML-DSA certificates in a non-production PKI. Measure the effect of larger keys and signatures on latency, bandwidth and constrained devices.',
          'Migrate in waves and monitor. Move the highest-priority systems first, track progress against the inventory and report it to the board like any other risk programme.',
        ],
      },
      { type: 'h2', text: 'Practical pitfalls' },
      {
        type: 'p',
        text: 'Post-quantum algorithms are not drop-in replacements. An ML-KEM-768 public key is 1,184 bytes and an ML-DSA-65 signature is 3,309 bytes, far larger than their elliptic-curve equivalents. That can break protocols with fixed field sizes, overflow smart-card and IoT memory, and fragment network packets. Older middleboxes sometimes mishandle larger handshakes. Testing in realistic environments, not only in the lab, is essential, as is keeping classical algorithms alongside the new ones in hybrid mode while implementations mature.',
      },
      { type: 'h2', text: 'Start this quarter' },
      {
        type: 'p',
        text: 'You do not need to solve everything at once, but you do need to start. A cryptographic inventory of your most important systems, a crypto-agility standard for new development and PQC clauses in procurement can all be in place within a few months. Our quantum security team helps organisations build that foundation and plan the full migration, from discovery tooling to hybrid TLS pilots and PKI redesign.',
      },
    ],
  },
];

/** The post with this slug, if any. */
export function getPost(slug: string): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}
