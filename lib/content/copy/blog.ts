import { z } from 'zod';
import { copy, fixed, pageOpening, section, template } from '../copy-rules';

/** content/copy/blog.yaml: the blog's article list (/blog/) and the article template. */
export const blogSchema = z.strictObject({
  list: section('Article list (/blog/)', {
    ...pageOpening(),
    searchLabel: copy('Search box label'),
    searchPlaceholder: copy('Search box placeholder'),
    categoryLabel: copy('Category filter label'),
    all: fixed('All', 'Category filter showing every article'),
    tagsHeading: copy('Tags heading'),
    noMatch: fixed('No articles found. Try a different search or category.', 'When no article matches'),
    clear: copy('Clear filters button'),
    readMore: fixed('Read More', 'Link on each article card'),
    noun: copy('What the count counts', 'In the line above the list, e.g. “Showing 2 of 4 articles”.'),
    sectionLabel: copy('Article list label', 'Read out by screen readers.'),
  }),
  article: section('Article page', {
    back: copy('Link back to the list'),
    moreHeading: copy('Heading above the other articles'),
    minRead: template('Reading time', ['minutes'], 'Also on the article cards.'),
    by: template('Author line', ['name', 'role'], 'The author’s name and role, from People.'),
    tagsLabel: copy('Tag list label', 'Read out by screen readers; also on the article cards.'),
  }),
});
