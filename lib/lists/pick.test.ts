/** @jest-environment node */
import { keepFields } from './pick';

describe('keepFields', () => {
  it('keeps the named fields, with their values, and nothing else', () => {
    const job = { slug: 'devops-engineer', title: 'DevOps Engineer', salary: 'private', tags: ['a'] };
    expect(keepFields<typeof job>()('slug', 'tags')(job)).toEqual({ slug: 'devops-engineer', tags: ['a'] });
  });
});
