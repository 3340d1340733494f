// The portal as a Pact provider at a URL (`npm run pact:provider`), for Pact's standard
// verifier (docs/contracts.md): the server as server/main.ts builds it, on a fresh database (the
// embedded one in memory, or DATABASE_URL's), listening on PORT (a free port if unset), with two
// test-only routes:
//
//   POST /_pact/provider-states  { state, params?, action: 'setup' | 'teardown' } (Pact's state
//        change request) -> a flat JSON object of the values the interactions take from the state
//        (`fromProviderState`): each session the state made, named by its placeholder in
//        contracts/parties.ts `tokens`, and the state's own values (ids, codes, dates).
//   POST /_pact/messages  { description, providerStates } (Pact's message verification over
//        HTTP) -> the live channel's message of that description (contracts/provider/message-producers.ts),
//        its metadata base64 JSON in the Pact-Message-Metadata header.
//
// Both exist only with PACT_PROVIDER_STATES=true, a test setting: without it this process refuses
// to start, and the portal itself (npm start) never has the routes. Prints the provider's base
// URL as its first line.
import '../../tests/support/install-test-keys';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { providerStates, type StateContext } from './states/index';
import { messageProducers } from './message-producers';

if (process.env.PACT_PROVIDER_STATES !== 'true') {
  console.error(
    'pact:provider: the provider states change the database at will; set PACT_PROVIDER_STATES=true (never on a real deployment)',
  );
  process.exit(1);
}

const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: 'memory://' },
);
const app = await buildApp({
  db: database.db,
  jobStore: database,
  notifications: database,
  config: loadConfig({ ...process.env, PIN_ORDER_TXT_DOWNLOAD: 'true' }),
});
const context: StateContext = { tokenFor: new Map() };

/** Sets a state up; its answer: the sessions made so far under their placeholders, and its values. */
async function setUpState(state: string | undefined): Promise<Record<string, unknown> | undefined> {
  const setUp = state === undefined ? undefined : providerStates[state];
  if (!setUp) return undefined;
  const values = (await setUp(database.db, context)) ?? {};
  return { ...Object.fromEntries(context.tokenFor), ...values };
}

app.post<{ Body: { state?: string; action?: string } }>(
  '/_pact/provider-states',
  async (request, reply) => {
    const { state, action = 'setup' } = request.body ?? {};
    if (action !== 'setup') return {};
    return (
      (await setUpState(state)) ??
      reply.status(400).send({ error: `unknown provider state: ${String(state)}` })
    );
  },
);

let url = '';
const producers = messageProducers(() => url, context, setUpState);

app.post<{ Body: { description?: string } }>('/_pact/messages', async (request, reply) => {
  const produce = producers[request.body?.description ?? ''];
  if (!produce)
    return reply
      .status(404)
      .send({ error: `no message producer for: ${String(request.body?.description)}` });
  let produced: Awaited<ReturnType<typeof produce>>;
  try {
    produced = await produce();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    console.error(`message '${String(request.body?.description)}': ${why}`);
    return reply.status(500).send({ error: why });
  }
  const { metadata, body } = produced;
  void reply.header(
    'pact-message-metadata',
    Buffer.from(JSON.stringify(metadata)).toString('base64'),
  );
  return Buffer.isBuffer(body)
    ? reply.type(metadata.contentType ?? 'application/octet-stream').send(body)
    : reply.type('application/json').send(JSON.stringify(body));
});

url = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(url);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
