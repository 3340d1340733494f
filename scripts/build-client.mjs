#!/usr/bin/env node
// Builds the web client into dist/client when it is missing or older than its sources. Run by
// `npm ci`/`npm install` (the prepare script), so that `npm start` on an installed checkout
// starts at once, and again by `npm start` in case the sources changed since.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist/client/index.html');
const clientSources = ['src', 'public', 'index.html', 'vite.config.ts', 'design-tokens'];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

function clientIsStale() {
  if (!existsSync(builtIndex)) return 'dist/client is missing';
  const builtAt = statSync(builtIndex).mtimeMs;
  const changed = clientSources.find((source) => newestChange(join(root, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

export function buildClientIfStale() {
  const staleBecause = clientIsStale();
  if (!staleBecause) return;
  console.log(`Building the web client (${staleBecause})...`);
  // Always a production build: a caller's NODE_ENV (vitest sets 'test' for the e2e portal) would
  // otherwise make Vite bundle React's development builds.
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    console.error('The web client build failed.');
    process.exit(build.status ?? 1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildClientIfStale();


