// Provider verification: every interaction in contracts/pacts replayed against the REAL server
// (buildApp on a fresh migrated database, listening on a free port), with provider states that
// put the database in the state the interaction names.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Verifier } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { PortalDatabase } from '../../server/db/database';
import { createTestDatabase } from '../../tests/server/support/test-database';
import { pactDir, providerName, tokens } from '../consumer/support/pact';
import { providerStates, type StateContext } from './states';

let database: PortalDatabase;
let app: FastifyInstance;
let baseUrl: string;
const context: StateContext = { tokenFor: new Map() };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: loadConfig({}) });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

it('the server honours every interaction the web client expects', async () => {
  const pactUrls = readdirSync(pactDir)
    // The live channel's message pact has its own provider (verify-messages.test.ts).
    .filter((f) => f.endsWith(`-${providerName}.json`))
    .map((f) => join(pactDir, f));
  expect(pactUrls.length).toBeGreaterThan(0);

  await new Verifier({
    provider: providerName,
    providerBaseUrl: baseUrl,
    pactUrls,
    logLevel: 'warn',
    stateHandlers: Object.fromEntries(
      Object.entries(providerStates).map(([name, setUp]) => [name, () => setUp(database.db, context)]),
    ),
    // The consumer sends placeholder tokens; a state handler has made a real session for each.
    requestFilter: (req: { headers: Record<string, unknown> }, _res: unknown, next: () => void) => {
      const placeholder = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      const real = context.tokenFor.get(placeholder);
      if (real) req.headers.authorization = `Bearer ${real}`;
      next();
    },
  }).verifyProvider();
  expect(context.tokenFor.has(tokens.unknown)).toBe(false);
});
