#!/usr/bin/env node
// The JavaScript budgets as a failing check (npm test): the bytes a browser receives on a first
// visit, brotli-compressed as the server sends them. Deterministic: it builds the client into a
// temporary folder with Vite's manifest and runs size-limit (.size-limit.mjs) over it, which
// sums, per page, the brotli sizes (quality 11, @size-limit/file) of the chunks of the page's
// modules and everything they import statically, and fails when a page is over its budget. No
// browser, no timing. `npm run bench` (bench/page-weight.ts) measures the same pages in Chromium
// and reports any script the browser loaded that a page here does not list.
//
//   node scripts/size-budget.mjs                       check every page
//   node scripts/size-budget.mjs --limit "100 KiB"     check every page with another budget
//   (any argument goes to size-limit: --json, --hide-passed, --limit)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** The modules each page loads (manifest keys) and its budget in KiB of brotli JavaScript. A key
 * '=name' is the chunk of that name (scripts/vite/sign-in-chunk.ts's groups, which have no module
 * key): the sign-in page is the first chunk and the sign-in form's (login-form, which
 * signed-in-preload.js preloads beside it). */
/** What every signed-in page loads first (RequireUser, PageGate and the shell, grouped by the
 * plugin), and the live channel's client, which comes once the first page has been painted. */
const SIGNED_IN = ['index.html', '=signed-in', 'src/shared/i18n/compiled/en.signed-in.json', '=live-channel'];

export const PAGES = {
  'sign-in': { budget: 150, modules: ['index.html', '=login-form'] },
  dashboard: { budget: 250, modules: [...SIGNED_IN, 'src/features/dashboard/screens.ts'] },
  // The company tree's chunk comes once the notices are painted: still this page's load.
  company: { budget: 250, modules: [...SIGNED_IN, 'src/features/company/screens.ts', 'src/features/company/components/CompanyTree.tsx'] },
};

/** The JavaScript files of a page: its modules' chunks and their static imports. */
export function pageFiles(manifest, modules) {
  const seen = new Set();
  const byName = (name) => Object.keys(manifest).find((key) => manifest[key].name === name && !manifest[key].src);
  const pending = modules.map((key) => (key.startsWith('=') ? (byName(key.slice(1)) ?? key) : key));
  while (pending.length) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`size-budget: the build has no module '${key}' (update PAGES in scripts/size-budget.mjs)`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-size-'));
  try {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    if (build.status !== 0) {
      console.error(build.stdout, build.stderr);
      process.exit(1);
    }
    const check = spawnSync('npx', ['size-limit', ...process.argv.slice(2)], {
      cwd: root,
      // npm test's FORCE_COLOR=0 turns picocolors' colours on: no colours in a log.
      env: { ...process.env, SIZE_BUILD_DIR: outDir, ...(process.stdout.isTTY ? {} : { NO_COLOR: '1' }) },
      stdio: 'inherit',
    });
    process.exitCode = check.status ?? 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) main();
