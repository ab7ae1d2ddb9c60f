/** @jest-environment node */
import { cmsConfig } from '../lib/content/cms-config';
import { collections } from '../lib/content/collections';
import { singletons } from '../lib/content/singletons';
import { EDITOR_FOLDERS, pagesToCheck, templateOf, templates } from './check-scope.mjs';

const patterns = templates([
  'app/page.tsx',
  'app/about/page.tsx',
  'app/careers/page.tsx',
  'app/careers/[slug]/page.tsx',
  'app/careers/page/[page]/page.tsx',
  'app/services/[slug]/page.tsx',
  'app/services/enterprise-it/page.tsx',
  'app/products/range/[group]/[[...page]]/page.tsx',
]);
const template = (route: string) => templateOf(route, patterns);

describe('templateOf', () => {
  it('finds the page file a route was exported from, a fixed segment before a parameter', () => {
    expect(template('/')).toBe('app/page.tsx');
    expect(template('/careers/')).toBe('app/careers/page.tsx');
    expect(template('/careers/devops-engineer/')).toBe('app/careers/[slug]/page.tsx');
    expect(template('/careers/page/2/')).toBe('app/careers/page/[page]/page.tsx');
    expect(template('/services/enterprise-it/')).toBe('app/services/enterprise-it/page.tsx');
    expect(template('/services/cloud/')).toBe('app/services/[slug]/page.tsx');
    expect(template('/products/range/networking/')).toBe('app/products/range/[group]/[[...page]]/page.tsx');
    expect(template('/products/range/networking/page/2/')).toBe('app/products/range/[group]/[[...page]]/page.tsx');
    expect(template('/404.html')).toBe('/404.html');
  });
});

describe('pagesToCheck', () => {
  const live = {
    '/': 'a',
    '/about/': 'b',
    '/careers/': 'c',
    '/careers/devops-engineer/': 'd',
    '/careers/sap-analyst/': 'e',
    '/careers/page/2/': 'f',
    '/404.html': 'g',
  };
  const scope = (
    changed: string[] | null,
    built: Record<string, string>,
    names: (route: string, upload: string) => boolean = () => false,
  ) => pagesToCheck({ changed, live, built, templateOf: template, names });

  it('checks the pages an edit changed plus one page of every template', () => {
    const built = { ...live, '/careers/': 'c2', '/careers/sap-analyst/': 'e2', '/careers/cloud-architect/': 'new' };
    expect(scope(['content/jobs/sap-analyst.yaml', 'content/jobs/cloud-architect.yaml'], built)).toEqual([
      '/',
      '/404.html',
      '/about/',
      '/careers/',
      '/careers/cloud-architect/',
      '/careers/page/2/',
      '/careers/sap-analyst/',
    ]);
  });

  it('checks one page of every template for a daily rebuild that changed no page', () => {
    expect(scope([], live)).toEqual([
      '/',
      '/404.html',
      '/about/',
      '/careers/',
      '/careers/devops-engineer/',
      '/careers/page/2/',
    ]);
  });

  it('checks the pages that show a replaced upload, whose HTML need not change', () => {
    const names = (route: string, upload: string) => route === '/careers/sap-analyst/' && upload === 'team.jpg';
    expect(scope(['public/images/uploads/team.jpg'], live, names)).toContain('/careers/sap-analyst/');
    expect(scope(['public/images/uploads/team.jpg'], live)).not.toContain('/careers/sap-analyst/');
  });

  it('checks every page when anything but the editors’ folders changed, or nothing can be compared', () => {
    expect(scope(['content/jobs/sap-analyst.yaml', 'components/careers/JobPage.tsx'], live)).toBe('all');
    expect(scope(['public/images/leaders/arjun-malhotra.jpg'], live)).toBe('all');
    expect(scope(['package-lock.json'], live)).toBe('all');
    // A folder whose name merely starts like an editor's.
    expect(scope(['content-schemas/job.json'], live)).toBe('all');
    expect(scope(null, live)).toBe('all');
    expect(pagesToCheck({ changed: [], live: null, built: live, templateOf: template, names: () => false })).toBe(
      'all',
    );
  });
});

describe('EDITOR_FOLDERS', () => {
  it('holds everything the CMS can write: every collection, every page of copy, the media folder', () => {
    const config = cmsConfig(collections, singletons, { repo: 'acme/site', branch: 'main' }, { basePath: '' });
    const written = [
      ...config.collections.flatMap((collection) =>
        'folder' in collection ? [`${collection.folder}/entry.yaml`] : [],
      ),
      ...config.singletons.flatMap((singleton) => ('file' in singleton ? [singleton.file] : [])),
      `${config.media_folder}/photo.jpg`,
    ];
    expect(written.length).toBeGreaterThan(config.collections.length + 1);
    expect(written.filter((path) => !EDITOR_FOLDERS.some((folder) => path.startsWith(folder)))).toEqual([]);
  });
});
