// size-limit's checks (npx size-limit): the JavaScript budgets of the pages, brotli-compressed at
// quality 11 by @size-limit/file as the server sends it (scripts/vite/precompress.ts). Each page
// lists the built files it loads first; their names carry hashes, so they come from the Vite
// manifest of a build: SIZE_BUILD_DIR (scripts/size-budget.mjs, in npm test, builds one of its
// own), otherwise the portal's dist/client. The pages and their budgets: PAGES in that script.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PAGES, pageFiles } from './scripts/size-budget.mjs';

const dir = resolve(process.env.SIZE_BUILD_DIR ?? 'dist/client');
const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));

// size-limit prints sizes in kB (1000 bytes): the names carry the budgets in KiB.
export default Object.entries(PAGES).map(([page, { budget, modules }]) => {
  const files = pageFiles(manifest, modules);
  return {
    name: `${page}: ${files.length} files, budget ${budget} KiB`,
    limit: `${budget} KiB`,
    path: files.map((file) => join(dir, file)),
  };
});
