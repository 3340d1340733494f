// The portal as a Pact provider at a URL (`npm run pact:provider`), for a verification from
// outside (`npm run pact:verify -- --provider-base-url URL --provider-states-setup-url URL/_pact/provider-states`):
// the server as server/main.ts builds it, on a fresh database (the embedded one in memory, or
// DATABASE_URL's), with the provider states of docs/contracts.md behind
// POST /_pact/provider-states. That URL exists only with PACT_PROVIDER_STATES=true, a test
// setting: without it this process refuses to start, and the portal itself (npm start) never has
// the route. Prints the provider's base URL as its first line.
//
//   body   { state, params?, action: 'setup' | 'teardown' }   (what Pact's verifiers send)
//   answer { tokens: { <placeholder>: <real session token> }, ...values the state injects }
import '../../tests/support/install-test-keys';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { providerStates, type StateContext } from './states/index';

if (process.env.PACT_PROVIDER_STATES !== 'true') {
  console.error('pact:provider: the provider states change the database at will; set PACT_PROVIDER_STATES=true (never on a real deployment)');
  process.exit(1);
}

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: 'memory://' });
const app = await buildApp({
  db: database.db,
  jobStore: database,
  notifications: database,
  config: loadConfig({ ...process.env, PIN_ORDER_TXT_DOWNLOAD: 'true' }),
});
const context: StateContext = { tokenFor: new Map() };

app.post<{ Body: { state?: string; action?: string } }>('/_pact/provider-states', async (request, reply) => {
  const { state, action = 'setup' } = request.body ?? {};
  if (action !== 'setup') return { tokens: Object.fromEntries(context.tokenFor) };
  const setUp = state === undefined ? undefined : providerStates[state];
  if (!setUp) return reply.status(400).send({ error: `unknown provider state: ${String(state)}` });
  const values = (await setUp(database.db, context)) ?? {};
  return { ...values, tokens: Object.fromEntries(context.tokenFor) };
});

const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(url);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
