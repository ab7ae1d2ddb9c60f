#!/usr/bin/env node
/**
 * Native packages (Next's SWC, Tailwind's oxide, oxlint, the resolver Jest uses) ship one
 * optional package per platform. `npm ci` refuses a lock that lacks any of them, even those
 * for other platforms. The registry our build machines reach has no metadata for the other
 * platforms' builds, so npm cannot record them (nor their integrity) from here.
 *
 * Run after any change to the dependencies, on any machine: node scripts/complete-lockfile.mjs
 * It is idempotent:
 *  1. drops the placeholders an earlier run wrote (entries without integrity);
 *  2. runs `npm install --package-lock-only`, which records every optional package the
 *     registry knows with its integrity hash: on a machine that reaches the public registry
 *     that is all of them, and no placeholder is left;
 *  3. adds a placeholder (name, version, platform, no hash) for each one still missing, so
 *     `npm ci` accepts the lock; on the platform it names, `npm ci` installs it unchecked.
 * It never writes a hash it has not been given by the registry.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'wasi'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];

const readLock = () => JSON.parse(readFileSync(LOCK, 'utf8'));
const writeLock = (lock) => writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
const isPlaceholder = (path, pkg) =>
  path !== '' && !pkg.integrity && !pkg.link && !pkg.resolved && pkg.optional === true;

/** The platform fields npm would copy from the package's manifest, read from its name. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : os === 'linux' && parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  return { os: os && os !== 'wasi' ? [os] : undefined, cpu: cpu ? [cpu] : undefined, libc: libc ? [libc] : undefined };
}

// 1. Forget earlier placeholders, so npm is asked for every one of them again.
const stale = readLock();
const dropped = Object.keys(stale.packages).filter((path) => isPlaceholder(path, stale.packages[path]));
for (const path of dropped) delete stale.packages[path];
writeLock(stale);

// 2. Let npm record what the registry knows, with integrity.
const npm = spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
if (npm.status !== 0) {
  console.error(
    'complete-lockfile: `npm install --package-lock-only` failed; package-lock.json is left without placeholders.',
  );
  process.exit(npm.status ?? 1);
}

// 3. Placeholders for what the registry could not describe.
const lock = readLock();
const added = [];
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[top]) continue;
    const { os, cpu, libc } = platformOf(name);
    // Keys in the order npm writes them.
    lock.packages[top] = { version: String(spec).replace(/^[\^~=]/, ''), cpu, dev: pkg.dev, libc, optional: true, os };
    added.push(top.slice('node_modules/'.length));
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeLock(lock);

const recorded = dropped.filter((path) => lock.packages[path]?.integrity).length;
console.log(
  `complete-lockfile: ${recorded} optional packages now recorded with integrity; ${added.length} placeholders without integrity:`,
);
for (const name of added.sort()) console.log(`  ${name}`);
