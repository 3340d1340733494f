// Provider verification: every interaction in contracts/pacts replayed against the REAL server
// (buildApp on a fresh migrated database, listening on a free port), with provider states that
// put the database in the state the interaction names.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { Verifier } from '@pact-foundation/pact';
import { pactDir, providerName, tokens } from '../consumer/support/pact';
import { providerStates } from './states/index';
import { realServerForVerification } from './real-server';

const server = realServerForVerification();

it('the server honours every interaction the web client expects', async () => {
  const pactUrls = readdirSync(pactDir)
    // The live channel's message pact has its own provider (verify-messages.test.ts).
    .filter((f) => f.endsWith(`-${providerName}.json`))
    .map((f) => join(pactDir, f));
  expect(pactUrls.length).toBeGreaterThan(0);

  await new Verifier({
    provider: providerName,
    providerBaseUrl: server.baseUrl,
    pactUrls,
    logLevel: 'warn',
    stateHandlers: Object.fromEntries(
      Object.entries(providerStates).map(([name, setUp]) => [
        name,
        () => setUp(server.database.db, server.context),
      ]),
    ),
    // The consumer sends placeholder tokens; a state handler has made a real session for each.
    requestFilter: (req: { headers: Record<string, unknown> }, _res: unknown, next: () => void) => {
      const placeholder = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      const real = server.context.tokenFor.get(placeholder);
      if (real) req.headers.authorization = `Bearer ${real}`;
      next();
    },
  }).verifyProvider();
  expect(server.context.tokenFor.has(tokens.unknown)).toBe(false);
});
