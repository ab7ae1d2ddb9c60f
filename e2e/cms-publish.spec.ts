import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { contentPath } from '../lib/build/content-dir.cjs';
import type { Job } from '../lib/content/collections/jobs';
import { field, fillJob, openFile, openFolder, replacePortrait, save, scrollTo, type NewJob } from './cms-editor';
import { changedFiles } from './cms-folder';
import { copyProject } from './project-copy';

/**
 * An editor's morning in the CMS, as the company would live it: on a local folder they add a job
 * with a closing date, reword the home page's headline and a training card, and replace a
 * leader's portrait with a photo of their own. What the CMS wrote goes into a copy of the
 * project, whose build (the deploy workflow's `npm run build`) shows all of it. Only the routes
 * the edits touch are built (BUILD_PATHS, scripts/next-build.mjs): seconds, not a minute.
 * Its own step of `npm test` (tests/harness/run-tests.mjs). There the copy is also the variant
 * deployment (CMS_COPY_DIR, CMS_COPY_ENV: at the site root, forms simulating, GA4 behind consent),
 * whose `@variant` tests then run in it, against its pages.
 */
test.describe.configure({ mode: 'serial' });

const job = {
  title: 'Quantum Compiler Engineer',
  slug: 'quantum-compiler-engineer',
  location: 'Bangalore',
  role: 'R&D',
  experience: '8+ years',
  summary:
    'Design and build the compiler passes that map quantum circuits onto real hardware, with our research team and client engineers.',
  responsibilities: ['Write compiler passes.', 'Benchmark circuits.', 'Review code.'],
  requirements: ['Strong Python or Rust.', 'A compiler background.', 'Curiosity.'],
  offer: ['Research time.', 'Family health cover.'],
  employmentType: 'FULL_TIME',
} satisfies NewJob & Pick<Job, 'slug'>;
const headline = 'Engineers and quantum specialists, ready when your programme is';
const devopsCard =
  'Pipelines, containers and Kubernetes taught on your own repositories, from the first commit to a release.';
const photo = { name: 'arjun-malhotra-2026.jpg', width: 600, height: 720 };
/** The pages the edits touch, the pricing page the variant's tests also send from, and what pages request or link (icons, manifest, lists, search). */
const buildPaths = [
  'app/page.tsx',
  'app/{about,careers,training,calculate-talent-pricing}/page.tsx',
  'app/careers/[slug]/page.tsx',
  'app/**/route.{ts,tsx}',
  'app/manifest.ts',
  '!app/og/**',
  '!app/datasheets/**',
].join(',');

let project = '';
let written: { path: string; bytes: Buffer }[] = [];

// Kept when `npm test` names the folder: its variant steps run there, and it removes it after.
test.afterAll(() => {
  if (project && !process.env.CMS_COPY_DIR) rmSync(project, { recursive: true, force: true });
});

test('an editor adds a job, rewords two pages and replaces a portrait in the CMS', async ({ page }) => {
  await openFolder(page);
  await fillJob(page, job, { posted: '20-11-2026', closes: '31-01-2027' });
  await save(page);

  await openFile(page, 'Home page');
  await field(field(page, 'Hero'), 'Heading').getByRole('textbox').fill(headline);
  await save(page);

  await openFile(page, 'Corporate training page');
  // The first area card (DevOps) is below the fold: the editor scrolls down to it.
  const devops = field(field(page, 'Area cards'), 'Text').first();
  await scrollTo(page, devops);
  await devops.getByRole('textbox').fill(devopsCard);
  await save(page);

  // Straight from a phone: where it was taken, and the camera.
  const jpeg = await sharp({
    create: { width: photo.width, height: photo.height, channels: 3, background: { r: 40, g: 52, b: 120 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Pixelphone', Model: 'P9 Pro' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 12/1 0/1' },
    })
    .toBuffer();
  expect((await sharp(jpeg).metadata()).exif).toBeDefined();
  await replacePortrait(
    page,
    { name: photo.name, mimeType: 'image/jpeg', buffer: jpeg },
    new RegExp(photo.name.replace('.jpg', '')),
  );

  written = await changedFiles(page);
  expect(written.map((f) => f.path).sort()).toEqual(
    [
      'content/jobs/quantum-compiler-engineer.yaml',
      'content/leaders/arjun-malhotra.yaml',
      'content/copy/home.yaml',
      'content/copy/training.yaml',
      `public/images/uploads/${photo.name}`,
    ].sort(),
  );
  const leader = parse(written.find((f) => f.path.startsWith('content/leaders'))!.bytes.toString('utf8'));
  expect(leader.image.src).toBe(`/images/uploads/${photo.name}`);
  // The CMS committed the photo without what it said about itself.
  const committed = written.find((f) => f.path === `public/images/uploads/${photo.name}`)!.bytes;
  expect((await sharp(committed).metadata()).exif).toBeUndefined();
});

test('a build of the project with those files shows all of it', async () => {
  test.skip(!written.length, 'the editing step did not finish');
  project = process.env.CMS_COPY_DIR ?? mkdtempSync(join(tmpdir(), 'quantivo-cms-build-'));
  // The repository as committed, with the editor's files on top.
  copyProject(project);
  // Into the content folder the build reads (CONTENT_DIR, as the build under test: lib/build/content-dir.cjs).
  for (const { path, bytes } of written) {
    mkdirSync(dirname(join(project, contentPath(path))), { recursive: true });
    writeFileSync(join(project, contentPath(path)), bytes);
  }

  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  for (const name of ['OUT_DIR', 'BASE_PATH', 'FORM_ENDPOINT', 'CMS_COPY_DIR', 'CMS_COPY_ENV']) delete env[name];
  Object.assign(env, JSON.parse(process.env.CMS_COPY_ENV ?? '{}'), { BUILD_PATHS: buildPaths });
  const build = spawnSync('npm', ['run', 'build'], { cwd: project, env, encoding: 'utf8' });
  expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-3000)).toBe(0);

  const html = (route: string) => readFileSync(join(project, 'out', route, 'index.html'), 'utf8');
  expect(html(`careers/${job.slug}`)).toContain(`<h1`);
  expect(html(`careers/${job.slug}`)).toContain(job.title);
  expect(html('careers')).toContain(job.title);
  expect(html('')).toMatch(new RegExp(`<h1[^>]*>${headline}</h1>`));
  expect(html('training')).toContain(devopsCard);
  const portrait = /<img[^>]*alt="[^"]*Arjun Malhotra[^"]*"[^>]*>/.exec(html('about'))?.[0] ?? '';
  expect(portrait).toContain(`width="${photo.width}"`);
  expect(portrait).toContain(`height="${photo.height}"`);
  expect(html('about')).toContain('/images/uploads/arjun-malhotra-2026');
  // No picture the site publishes carries EXIF, XMP or IPTC: the build refuses one that does.
  const pictures = readdirSync(join(project, 'out'), { recursive: true, encoding: 'utf8' }).filter((path) =>
    /\.(jpe?g|png|webp|avif)$/i.test(path),
  );
  expect(pictures).toContain(join('images', 'uploads', photo.name));
  for (const path of pictures) {
    const { exif, xmp, iptc } = await sharp(join(project, 'out', path)).metadata();
    expect({ path, exif, xmp, iptc }).toEqual({ path, exif: undefined, xmp: undefined, iptc: undefined });
  }
});
