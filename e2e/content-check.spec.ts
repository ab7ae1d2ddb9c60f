import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { hostileSvgs } from '../lib/content/hostile-svgs.fixture';
import { hostileUploads } from '../lib/content/hostile-uploads.fixture';
import { gstinCheckCharacter } from '../lib/content/registration';
import { UPLOADS_FOLDER } from '../lib/content/uploads';
import { copyProject } from './project-copy';

/**
 * A hostile file in the media folder (pushed with an editor's key, past the CMS) stops the build
 * at its first step, one line naming each file, before anything is written to the export.
 */
test('the build refuses every upload that is not a photo, naming each, and writes nothing', () => {
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

/**
 * Today's content holds stand-ins (made-up registration numbers, .example addresses, claims with no
 * evidence): a build for the company's own domain stops at its first step and lists each, one line
 * apiece; with each replaced, as the owner would (docs/deploying.md, "From stand-ins to live"), it builds.
 */
test('a build for the company’s domain lists every stand-in of today’s content, and builds once each is replaced', () => {
  const project = mkdtempSync(join(tmpdir(), 'quantivo-launch-'));
  const env = {
    ...process.env,
    SITE_URL: 'https://www.quantivo.in',
    SITE_PREVIEW: '',
    CONTENT_DIR: 'content',
    BASE_PATH: '',
    OUT_DIR: 'out',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  try {
    copyProject(project);
    const sitePath = join(project, 'content/site.yaml');
    const site = parse(readFileSync(sitePath, 'utf8'));
    const home = parse(readFileSync(join(project, 'content/copy/home.yaml'), 'utf8'));

    const refused = spawnSync('npm', ['run', 'build'], { cwd: project, encoding: 'utf8', env });
    expect(refused.status).not.toBe(0);
    const lines = refused.stderr
      .split('\n')
      .filter((line) => / is a stand-in: | has no evidence on record: /.test(line));
    const addresses = [site.email, site.grievanceOfficer.email, site.securityEmail, site.defaultUrl];
    const claims = [
      ...site.figures.map((figure: { id: string }) => figure.id),
      ...home.credentials.items.map((item: { name: string }) => item.name),
      ...home.whyChooseUs.points.map((point: { title: string }) => point.title),
    ];
    expect(addresses.every((address) => /\.example\b/.test(address))).toBe(true);
    expect(lines).toHaveLength(site.standIns.length + addresses.length + claims.length);
    for (const field of site.standIns) expect(lines.filter((line) => line.includes(` (${field}): `))).toHaveLength(1);
    for (const claim of claims)
      expect(lines.filter((line) => line.includes(`: “${claim}” has no evidence on record`))).toHaveLength(1);
    expect(lines.find((line) => line.includes('(legal.cin)'))).toMatch(
      /^ {2}content\/site\.yaml:\d+: Statutory details › CIN \(legal\.cin\): .* \(the company secretary holds it\)$/,
    );
    expect(existsSync(join(project, 'out'))).toBe(false);

    // Each replaced: real-looking numbers that pass the registrars' rules, addresses at the domain,
    // no field left marked, and a record of evidence for every claim.
    const gstin = `07AAGCQ4821M1Z${gstinCheckCharacter('07AAGCQ4821M1Z')}`;
    const replaced = {
      ...site,
      defaultUrl: 'https://www.quantivo.in',
      email: 'hello@quantivo.in',
      phone: '+91 11 4109 2650',
      legal: { ...site.legal, cin: 'U72200DL2021PTC381904', gstin },
      grievanceOfficer: { name: 'Meera Kapoor', email: 'grievance@quantivo.in' },
      securityEmail: 'security@quantivo.in',
      standIns: [],
      evidence: claims.map((claim) => ({
        claim,
        document: `Launch evidence folder › ${claim}`,
        date: '2026-11-02',
        confirmedBy: 'Vikram Nair, Company Secretary',
      })),
    };
    writeFileSync(sitePath, stringify(replaced));
    const built = spawnSync('npm', ['run', 'build'], {
      cwd: project,
      encoding: 'utf8',
      env: { ...env, BUILD_PATHS: 'app/page.tsx' },
    });
    expect(built.status, built.stderr).toBe(0);
    expect(readFileSync(join(project, 'out/index.html'), 'utf8')).toContain(gstin);
    expect(JSON.parse(readFileSync(join(project, 'out/build.json'), 'utf8')).standIns).toEqual([]);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
