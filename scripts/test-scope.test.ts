import { cmsConfig } from '../lib/content/cms-config';
import { collections } from '../lib/content/collections';
import { singletons } from '../lib/content/singletons';
import { commitId, EDITOR_FOLDERS, testScope } from './test-scope.mjs';

describe('testScope', () => {
  it('needs only the content checks when an editor changed entries, copy or photos', () => {
    expect(
      testScope(['content/jobs/devops-engineer.yaml', 'content/pages/home.yaml', 'public/images/uploads/team.jpg']),
    ).toBe('content');
  });

  it('needs only the content checks for a daily rebuild of the live commit', () => {
    expect(testScope([])).toBe('content');
  });

  it('needs every test as soon as anything else changed, a photo of the design included', () => {
    expect(testScope(['content/jobs/devops-engineer.yaml', 'components/careers/JobPage.tsx'])).toBe('all');
    expect(testScope(['public/images/leaders/arjun-malhotra.jpg'])).toBe('all');
    expect(testScope(['package-lock.json'])).toBe('all');
    // A folder whose name merely starts like an editor's.
    expect(testScope(['content-schemas/job.json'])).toBe('all');
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

describe('commitId', () => {
  it('reads the 40-hex commit the deploy wrote, and nothing else', () => {
    expect(commitId('a569adf0c3d1e2f4b5a6978899aabbccddeeff00\n')).toBe('a569adf0c3d1e2f4b5a6978899aabbccddeeff00');
    expect(commitId('<!DOCTYPE html><title>Not found</title>')).toBeUndefined();
    expect(commitId('a569adf')).toBeUndefined();
  });
});
