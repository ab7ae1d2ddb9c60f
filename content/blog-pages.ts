/** Copy of the blog list and article templates. */
export const blogPages = {
  list: {
    title: 'Blog',
    heading: 'Insights from our engineers and consultants',
    intro:
      'Practical writing on quantum readiness, ERP modernisation, software engineering and security, from the people who deliver it.',
    description:
      'Quantivo blog: practical articles on quantum computing, ERP migration, software development and cybersecurity for Indian enterprises.',
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search by title or summary',
    categoryLabel: 'Category',
    all: 'All',
    tagsHeading: 'Tags',
    noMatch: 'No articles found. Try a different search or category.',
    clear: 'Clear filters',
    readMore: 'Read More',
    noun: 'articles',
    sectionLabel: 'Articles',
  },
  article: {
    back: 'All articles',
    moreHeading: 'More articles',
    minRead: 'min read',
    by: 'By',
    tagsLabel: 'Tags',
  },
} as const;
