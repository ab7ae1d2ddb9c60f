/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { liveRecordUrl } from './live-record-url.mjs';

describe('the preview reads the live site’s record from an https address on a domain only', () => {
  it.each([
    ['https://www.quantivo.example', 'https://www.quantivo.example/build.json'],
    ['https://www.quantivo.example/', 'https://www.quantivo.example/build.json'],
    ['https://acme.github.io/quantivo-site/', 'https://acme.github.io/quantivo-site/build.json'],
  ])('takes %s', (defaultUrl, record) => {
    expect(liveRecordUrl(defaultUrl)).toBe(record);
  });

  // file:///etc/hostname# once read a file of the machine running the deploy.
  it.each([
    'file:///etc/hostname#',
    'http://www.quantivo.example',
    'https://www.quantivo.example#',
    'https://www.quantivo.example/?',
    'https://user:secret@www.quantivo.example',
    'https://www.quantivo.example@169.254.169.254/',
    'https://www.quantivo.example:8443/',
    'https://127.0.0.1/',
    'https://[::1]/',
    'https://localhost/',
    'https://metadata/',
    'https://www.quantivo.example\\@evil.example/',
    'https://www.quantivo.example /x',
    'gopher://www.quantivo.example/',
    '',
    42,
  ])('refuses %s, saying so', (defaultUrl) => {
    expect(() => liveRecordUrl(defaultUrl)).toThrow(
      /^The public URL .* (is not an https address alone|names a port|names no domain).*; the live site’s record is read only from an https address on the site’s own domain\.$/,
    );
  });

  it('runs before the workflow’s request, on main’s site.yaml, and stops the step on a refused URL', () => {
    const workflow = parse(readFileSync('.github/workflows/preview.yml', 'utf8')) as {
      jobs: Record<string, { steps: { name?: string; run?: string }[] }>;
    };
    const run = workflow.jobs.build!.steps.find((step) => step.name === "The live site's record")!.run!;
    expect(run.indexOf('node scripts/live-record-url.mjs')).toBeLessThan(run.indexOf('curl'));
    expect(run).toContain("git show 'HEAD^1:content/site.yaml'");
    // The step as a runner runs it, on a main whose URL was edited, with curl standing by to be called.
    const dir = mkdtempSync(join(tmpdir(), 'live-record-'));
    try {
      writeFileSync(join(dir, 'git'), '#!/bin/sh\nprintf "defaultUrl: file:///etc/hostname#\\n"\n', { mode: 0o755 });
      writeFileSync(join(dir, 'curl'), `#!/bin/sh\ntouch "${dir}/curl-ran"\n`, { mode: 0o755 });
      const step = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', run], {
        env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, RUNNER_TEMP: dir, GITHUB_ENV: join(dir, 'env') },
        encoding: 'utf8',
      });
      expect(step.status).toBe(1);
      expect(step.stdout).toContain(
        '::error title=The live site’s record::The public URL "file:///etc/hostname#" is not an https address alone',
      );
      expect(spawnSync('test', ['-e', join(dir, 'curl-ran')]).status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
