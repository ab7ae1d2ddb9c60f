/** @jest-environment node */
import buildRecord from './build-record.cjs';

const site = buildRecord.wantedBuild({ SITE_URL: 'https://www.example.in/' }, '/nowhere');
const record = { ...site, builtAt: '2026-11-27T08:00:00.000Z' };

describe('build record', () => {
  it('takes what a build is made for from its environment', () => {
    expect(buildRecord.wantedBuild({ BASE_PATH: '/site/', FORM_ENDPOINT: 'https://forms.example/f/1' })).toMatchObject({
      basePath: '/site',
      formEndpoint: 'https://forms.example/f/1',
      analytics: '',
    });
    expect(
      buildRecord.wantedBuild({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'example.in' }).analytics,
    ).toBe('plausible example.in');
  });

  it('finds nothing to rebuild in a build made for the same settings', () => {
    expect(site.siteUrl).toBe('https://www.example.in');
    expect(buildRecord.differences(record, site)).toEqual([]);
  });

  it('says why a build made for something else is not the one wanted', () => {
    const forTests = { ...record, basePath: '/quantivo-site', buildDate: '2026-11-24' };
    expect(buildRecord.differences(forTests, site)).toEqual([
      'its base path is /quantivo-site, not /',
      'its build day is 2026-11-24, not none',
    ]);
    expect(buildRecord.differences(null, site)).toEqual(['it has no build record']);
    expect(buildRecord.differences({ ...record, routes: 'app/page.tsx' }, site)).toEqual([
      'its set of routes is app/page.tsx, not all',
    ]);
  });

  it("tells the behaviour tests' build, made from their own content, from the site", () => {
    const tests = buildRecord.wantedBuild({ SITE_URL: site.siteUrl, CONTENT_DIR: 'fixtures/content/' }, '/nowhere');
    expect(buildRecord.differences({ ...tests, builtAt: record.builtAt }, site)).toEqual([
      'its content folder is fixtures/content, not content',
    ]);
    expect(buildRecord.describe({ ...tests, builtAt: record.builtAt })).toMatch(/, content from fixtures\/content\/$/);
  });

  it('compares commits only when both are known', () => {
    expect(buildRecord.differences({ ...record, commit: 'abc' }, { ...site, commit: 'def' })).toEqual([
      'its commit is abc, not def',
    ]);
    expect(buildRecord.differences({ ...record, commit: '' }, { ...site, commit: 'def' })).toEqual([]);
  });

  it('describes a build in one line', () => {
    expect(buildRecord.describe({ ...record, commit: 'abc1234', formEndpoint: 'https://forms.example/f/1' })).toBe(
      'commit abc1234, built 2026-11-27T08:00:00.000Z, base path /, forms send to https://forms.example/f/1, analytics off',
    );
  });

  it('names the pages a build would take off the site, by the live record’s titles', () => {
    const live = {
      ...record,
      pages: { '/': 'a', '/products/compare/rack-servers/': 'b', '/products/r1/': 'c', '/404.html': 'd' },
      titles: { '/products/compare/rack-servers/': 'Compare Rack Servers | Products' },
    };
    const gone = buildRecord.vanishedPages(live, ['/', '/products/r1/']);
    expect(gone).toEqual([{ route: '/products/compare/rack-servers/', title: 'Compare Rack Servers | Products' }]);
    expect(buildRecord.pageName(gone[0]!)).toBe('"Compare Rack Servers | Products" (/products/compare/rack-servers/)');
    expect(buildRecord.vanishedPages(null, ['/'])).toEqual([]);
    expect(buildRecord.liveRecord({})).toBeNull();
  });
});
