#!/usr/bin/env node
/**
 * `npm run cms`: edit the site's content on this computer. Starts decap-server (Decap CMS's
 * local backend, writing into this working copy) and the development server, then prints the
 * CMS's address. Saved entries are plain file changes: review them with `git diff`, commit
 * and push as usual. Decap uses the local backend only on localhost, and decap-server listens
 * on the loopback interface only, so nobody else on the network can write files.
 * Usage: npm run cms [-- --port 3000]
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const args = process.argv.slice(2);
const port = args.includes('--port') ? args[args.indexOf('--port') + 1] : '3000';
const require = createRequire(import.meta.url);

const assets = spawnSync(process.execPath, ['scripts/cms-assets.mjs'], { stdio: 'inherit' });
if (assets.status !== 0) process.exit(assets.status ?? 1);

const children = [
  spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    stdio: 'inherit',
    env: { ...process.env, GIT_REPO_DIRECTORY: process.cwd(), PORT: '8081', BIND_HOST: '127.0.0.1' },
  }),
  spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', '--port', port], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  }),
];

// The development server answers /admin/index.html (not /admin/: it serves public/ files by name).
console.log(
  `\nCMS: open http://localhost:${port}/admin/index.html once the development server is ready (Ctrl+C stops both).\n`,
);

const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    process.exitCode ||= code ?? 0;
    stopAll();
  });
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
