/** Page copy for the case-study list and detail templates. */
export const caseStudyPages = {
  list: {
    title: 'Case Studies',
    heading: 'Client stories from the field',
    intro:
      'Staffing, quantum, ERP, data, security and cloud programmes we have delivered for banks, manufacturers, retailers, hospitals and governments. Filter by service to see the work closest to yours.',
    description:
      'Quantivo case studies: IT staffing, quantum computing, Oracle and SAP ERP, data science, quantum security and cloud programmes with measurable results.',
    filterLabel: 'Filter by service',
    all: 'All',
    noun: 'case studies',
    sectionLabel: 'Case study list',
  },
  detail: {
    eyebrow: 'Case study',
    clientFallback: 'Confidential',
    facts: { industry: 'Industry', service: 'Service', client: 'Client' },
    similarHeading: 'Similar case studies',
    backLink: 'All case studies',
    headings: { challenge: 'The challenge', solution: 'Our solution', techStack: 'Tech stack', results: 'Results' },
    /** Shown where a short entry has no detail yet. */
    placeholders: {
      challenge:
        'The full write-up of this engagement is being prepared. Ask us for a walkthrough of the challenge we solved.',
      solution: 'Our consultants can take you through the approach and architecture in a short call.',
      techStack: ['Details available on request'],
      results: ['Results are shared under NDA on request'],
    },
  },
  cardLink: 'Read More',
  relatedLink: 'Read Case Study',
  sectionHeading: "See How We've Done It Before",
} as const;
