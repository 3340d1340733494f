#!/usr/bin/env node
// `npm run bench`: runs every benchmark in bench/ one after another. Each prints its figures;
// none fails on a time. `npm run bench -- page-weight` runs the ones whose name matches.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const filter = process.argv[2];
const files = readdirSync(new URL('../bench', import.meta.url))
  .filter((f) => /\.(ts|mjs)$/.test(f) && !f.startsWith('_'))
  .filter((f) => !filter || f.includes(filter))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n== bench/${file}`);
  const run = spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
