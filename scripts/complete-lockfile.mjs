#!/usr/bin/env node
/**
 * The npm registry reachable from our build machines serves only the Linux builds of
 * native packages (Next's SWC, Tailwind's oxide, oxlint). `npm install` then leaves the
 * other platforms' optional packages out of package-lock.json, and `npm ci` refuses the
 * lock as out of sync. This adds a platform-tagged entry for each missing optional package
 * so `npm ci` skips it here and fetches it on a Mac or Windows laptop.
 * Run after every `npm install` that changes the lock: node scripts/complete-lockfile.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'wasi'];
const CPU = { arm64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x', loong64: 'loong64', wasm32: 'wasm32' };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const entry = {};
  const os = parts.find((p) => OS.includes(p));
  if (os && os !== 'wasi') entry.os = [os];
  const cpu = parts.find((p) => p in CPU);
  if (cpu) entry.cpu = [CPU[cpu]];
  if (parts.some((p) => p.startsWith('musl'))) entry.libc = ['musl'];
  else if (os === 'linux' && parts.some((p) => p.startsWith('gnu'))) entry.libc = ['glibc'];
  return entry;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const version = String(spec).replace(/^[\^~=]/, '');
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...platformOf(name) };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform-specific optional entries.`);
