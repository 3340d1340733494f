#!/usr/bin/env node
// `npm start`: builds the web client when dist/client is missing or older than its sources,
// then runs the server (TypeScript through tsx, in this same process so signals reach it).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientIfStale } from './build-client.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
buildClientIfStale();

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'server/main.ts'));
