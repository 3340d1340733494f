#!/usr/bin/env node
// `npm start`: builds the web client when dist/client is missing or older than its sources,
// compiles the server into dist/server when it is missing or older than its sources
// (scripts/build-server.mjs, #36), then runs the compiled server with node in this same process
// (so signals reach it). No TypeScript runs at run time: `npm run server` runs the sources
// through tsx for development.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientIfStale } from './build-client.mjs';
import { buildServerIfStale } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
buildClientIfStale();
await buildServerIfStale();
await import(join(root, 'dist/server/main.js'));
