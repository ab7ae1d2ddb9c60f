/** @jest-environment node */
import { speculationRules } from './speculation';

const rule = (base: string) => speculationRules(base).prerender[0]!;

describe('speculationRules', () => {
  it('prerenders same-site pages on intent, under the base path', () => {
    expect(rule('').eagerness).toBe('moderate');
    expect(rule('').where.and[0]).toEqual({ href_matches: '/*' });
    expect(rule('/quantivo-site').where.and[0]).toEqual({ href_matches: '/quantivo-site/*' });
  });

  it('never prerenders the CMS, files, downloads or links that open elsewhere', () => {
    const excluded = (rule('/b').where.and[1] as { not: { href_matches: string[] } }).not.href_matches;
    expect(excluded).toEqual(expect.arrayContaining(['/b/admin/*', '/b/*.pdf', '/b/*.xml', '/b/*.json']));
    expect(JSON.stringify(rule('/b').where.and[2])).toMatch(/download.*_blank.*nofollow/);
  });
});
