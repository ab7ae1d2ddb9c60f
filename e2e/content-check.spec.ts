import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { hostileSvgs } from '../lib/content/hostile-svgs.fixture';
import { hostileUploads } from '../lib/content/hostile-uploads.fixture';
import { UPLOADS_FOLDER } from '../lib/content/uploads';
import { BUILD_TEST_TIMEOUT, copyProject } from './project-copy';

/**
 * A hostile file in the media folder (pushed with an editor's key, past the CMS) stops the build
 * at its first step, one line naming each file, before anything is written to the export.
 */
test('the build refuses every upload that is not a photo, naming each, and writes nothing', () => {
  test.setTimeout(BUILD_TEST_TIMEOUT);
  const project = mkdtempSync(join(tmpdir(), 'quantivo-uploads-'));
  try {
    copyProject(project);
    mkdirSync(join(project, UPLOADS_FOLDER), { recursive: true });
    for (const [name, content] of Object.entries(hostileUploads))
      writeFileSync(join(project, UPLOADS_FOLDER, name), content);
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, OUT_DIR: 'out', NEXT_TELEMETRY_DISABLED: '1' },
    });
    expect(build.status).not.toBe(0);
    const lines = build.stderr.split('\n').filter((line) => line.includes(UPLOADS_FOLDER));
    expect(lines).toHaveLength(Object.keys(hostileUploads).length);
    for (const name of Object.keys(hostileUploads))
      expect(lines.filter((line) => line.includes(`${UPLOADS_FOLDER}/${name}: `))).toHaveLength(1);
    expect(existsSync(join(project, 'out'))).toBe(false);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});

/**
 * A scripted SVG or a web page among the site's own pictures (a pull request's, or a stolen
 * editor's key's) would run on the site's origin and, copied for previews, on the CMS's, where the
 * editors' tokens are: the build refuses each at its first step, naming it, and writes nothing.
 */
test('the build refuses every SVG that runs script or loads a file, and any web page, in public/', () => {
  test.setTimeout(BUILD_TEST_TIMEOUT);
  const project = mkdtempSync(join(tmpdir(), 'quantivo-public-'));
  const folder = 'public/images/products';
  try {
    copyProject(project);
    const names = hostileSvgs.map((_, i) => `diagram-${i + 1}.svg`);
    hostileSvgs.forEach(([, content], i) => writeFileSync(join(project, folder, names[i]!), content));
    writeFileSync(join(project, folder, 'datasheet.html'), '<script>alert(localStorage.length)</script>');
    names.push('datasheet.html');
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, OUT_DIR: 'out', NEXT_TELEMETRY_DISABLED: '1' },
    });
    expect(build.status).not.toBe(0);
    const lines = build.stderr.split('\n').filter((line) => line.includes(`${folder}/`));
    expect(lines).toHaveLength(names.length);
    for (const name of names) expect(lines.filter((line) => line.includes(`${folder}/${name}: `))).toHaveLength(1);
    expect(existsSync(join(project, 'out'))).toBe(false);
    expect(existsSync(join(project, 'out-cms', 'images'))).toBe(false);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
