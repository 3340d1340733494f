#!/usr/bin/env node
// Run by `npm ci`/`npm install` (the prepare script) so that `npm start` on an installed checkout
// answers at once: builds the web client and the compiled server when they are stale, and the migrated template of the
// embedded database (server/db/pglite-template.ts) that a new data folder starts from.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientIfStale } from './build-client.mjs';
import { buildServerIfStale } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
buildClientIfStale();
await buildServerIfStale();

const { register } = await import('tsx/esm/api');
register();
const { migratedPgliteDump } = await import(join(root, 'server/db/pglite-template.ts'));
await migratedPgliteDump();
console.log('The embedded database template is ready.');
// The demo database, made once here so that the first `npm start` copies it instead of writing
// six months of history while the portal answers (server/demo/template.ts).
const { buildDemoTemplate, templateFits } = await import(join(root, 'server/demo/template.ts'));
if (templateFits({})) {
  const started = Date.now();
  await buildDemoTemplate();
  console.log(`The demo database template is ready (${Math.round((Date.now() - started) / 1000)} s).`);
}
