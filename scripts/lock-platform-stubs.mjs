#!/usr/bin/env node
// Keeps package-lock.json usable by `npm ci` when the registry lacks some platform binaries.
//
// Native packages (@swc/core, @swc/html, …) list one optional dependency per platform. The
// registry this project installs from does not carry every platform build of every version, so
// `npm install` leaves those entries out of the lock file — and `npm ci` then refuses the lock as
// "out of sync" ("Missing: @swc/html-darwin-arm64@ from lock file"). This script adds an entry
// for each missing platform package, with the os/cpu/libc its name declares, so that `npm ci`
// sees a complete lock and skips them as foreign platforms, exactly as it skips real ones.
//
// Usage: node scripts/lock-platform-stubs.mjs [--check]
//   (run after any `npm install` that changes the lock; --check only reports, exit 1 if needed)
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const PLATFORM =
  /-(darwin|linux|win32|freebsd|android|openbsd|sunos|aix)-(x64|arm64|arm|ia32|ppc64|s390x|riscv64|loong64)(?:-(gnu|gnueabihf|musl|msvc|musleabihf))?$/;

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
const added = [];
const unknown = [];

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    // npm places a dependency next to its parent's nearest node_modules, or at the top.
    const nested = `${path}/node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (packages[nested] || packages[top]) continue;
    const match = PLATFORM.exec(name);
    if (!match) {
      unknown.push(`${name}@${version} (optional dependency of ${path || 'the project'})`);
      continue;
    }
    const [, os, cpu, abi] = match;
    // Keys in the order npm itself writes them, so that a later `npm install` changes nothing.
    const libc = abi === 'gnu' || abi === 'gnueabihf' ? ['glibc'] : abi?.startsWith('musl') ? ['musl'] : undefined;
    packages[top] = { version, cpu: [cpu], ...(libc ? { libc } : {}), optional: true, os: [os] };
    added.push(`${name}@${version}`);
  }
}

if (unknown.length > 0) {
  console.error(
    `package-lock.json: optional dependencies missing from the lock that are not platform builds:\n  ${unknown.join('\n  ')}\nRun \`npm install\` and check that the registry has them.`,
  );
  process.exit(1);
}
if (process.argv.includes('--check')) {
  if (added.length > 0) {
    console.error(
      `package-lock.json lacks ${added.length} platform packages, so \`npm ci\` would refuse it:\n  ${added.join('\n  ')}\nFix: node scripts/lock-platform-stubs.mjs`,
    );
    process.exit(1);
  }
  console.log('package-lock.json: every optional platform package has an entry.');
} else {
  const sorted = Object.fromEntries(
    // Same order as npm writes (its own lock files sort paths with localeCompare).
    Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')),
  );
  lock.packages = sorted;
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length > 0 ? `Added ${added.length} platform entries:\n  ${added.join('\n  ')}` : 'Nothing to add.',
  );
}
