/** @jest-environment node */
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { markdownMinutes, readingMinutes } from './reading-time';

describe('reading time', () => {
  it('counts 200 words a minute, at least one', () => {
    expect(readingMinutes(Array(400).fill('word').join(' '))).toBe(2);
    expect(readingMinutes('short')).toBe(1);
  });

  it('counts the words of Markdown, not its link targets and titles', () => {
    const words = Array(300).fill('[word](/services/ "A title of five words")').join(' ');
    expect(markdownMinutes(unified().use(remarkParse).parse(words))).toBe(
      readingMinutes(Array(300).fill('word').join(' ')),
    );
  });
});
