/** Copy of the site search: the header's button and its dialog. */
export const searchCopy = {
  button: 'Search',
  shortcut: 'Ctrl K',
  title: 'Search the site',
  /** The names of the result groups. */
  kinds: {
    services: 'Services',
    enterprise: 'Enterprise IT',
    products: 'Products',
    caseStudies: 'Case studies',
    articles: 'Articles',
    jobs: 'Jobs',
  },
  inputLabel: 'Search services, products, case studies, articles and jobs',
  placeholder: 'Search services, products, case studies…',
  loading: 'Loading the search index…',
  failed: 'Search is not available right now. Please try again.',
  empty: 'Type to search services, products, case studies, articles and job openings.',
  noResults: (query: string) => `No results for “${query}”.`,
  suggestions: 'Try one of the main sections instead:',
  close: 'Close search',
} as const;
