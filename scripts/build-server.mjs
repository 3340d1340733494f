#!/usr/bin/env node
// `npm run build:server`: compiles the server ahead of time with esbuild into dist/server (#36):
// main.js (the portal) and report-build.main.js (the process that builds a report by email's
// file), each one ES module bundling server/ and the shared code it imports; packages in
// node_modules stay imports. `npm start` and the deploy units (deploy/) run these with node, no
// TypeScript at run time. dist/server/meta.json (esbuild's metafile) lists every source a build
// read: the build is stale when one of them, or package.json, changed after it.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist/server');
const metaFile = join(outdir, 'meta.json');
const entryPoints = {
  main: join(root, 'server/main.ts'),
  'report-build.main': join(root, 'server/modules/reports/report-build.main.ts'),
};

/** Why the compiled server is out of date, or null when it is not. */
export function serverStaleBecause() {
  if (!existsSync(metaFile)) return 'dist/server is missing';
  const builtAt = statSync(metaFile).mtimeMs;
  const inputs = Object.keys(JSON.parse(readFileSync(metaFile, 'utf8')).inputs ?? {});
  for (const input of [...inputs, 'package.json', 'scripts/build-server.mjs']) {
    const file = join(root, input);
    if (!existsSync(file)) return `${input} is gone`;
    if (statSync(file).mtimeMs > builtAt) return `${input} changed since the last build`;
  }
  // A new source file is found only through an import of a changed one: covered above.
  return null;
}

export async function buildServer() {
  const started = performance.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    // Written below, each file renamed into place: portals started side by side (npm test's
    // journeys) may compile at the same moment, and none may load a half-written file.
    write: false,
  });
  mkdirSync(outdir, { recursive: true });
  const place = (path, contents) => {
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, contents);
    renameSync(temporary, path);
  };
  for (const file of result.outputFiles) place(file.path, file.contents);
  // Last: the stale check reads it.
  place(metaFile, JSON.stringify(result.metafile));
  return Math.round(performance.now() - started);
}

export async function buildServerIfStale() {
  const staleBecause = serverStaleBecause();
  if (!staleBecause) return;
  console.log(`Compiling the server (${staleBecause})...`);
  const ms = await buildServer();
  console.log(`Compiled the server into dist/server in ${ms} ms`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--if-stale')) await buildServerIfStale();
  else console.log(`Compiled the server into dist/server in ${await buildServer()} ms`);
}
