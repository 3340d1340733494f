// A bare Fastify hello world in a process of its own (as bench/support/portal-process.ts runs the
// portal): the floor that any endpoint's latency on this machine is compared with. It answers
// every POST and GET to /hello with {"hello":"world"}.
//
// Given a database, it also answers /statements/N after running N statements one after another
// on PostgreSQL (a trivial `select $1::int`, named so that it is planned once, from a pool of 10
// as the portal's): the floor of an endpoint that makes N round trips to the database, nothing
// else. bench/floor.ts prints each row beside it too, with the portal's own count of statements.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const SERVER = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
app.post('/hello', async () => ({ hello: 'world' }));
if (process.env.BARE_DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
  const statements = async (request) => {
    for (let i = 0; i < Number(request.params.n); i++) await pool.query({ name: 'floor', text: 'select $1::int as one', values: [i] });
    return { hello: 'world' };
  };
  app.get('/statements/:n', statements);
  app.post('/statements/:n', statements);
  app.addHook('onClose', () => pool.end());
}
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(url);
process.on('message', async () => { await app.close(); process.exit(0); });
`;

export interface BareFastify {
  url: string;
  stop(): Promise<void>;
}

/** The bare server; with `databaseUrl`, its /statements/N routes too. */
export async function startBareFastify(databaseUrl?: string): Promise<BareFastify> {
  const env = { ...process.env, ...(databaseUrl ? { BARE_DATABASE_URL: databaseUrl } : {}) };
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER], { env, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return {
    url: line.trim(),
    stop: async () => {
      const exited = once(child, 'exit');
      child.send('stop');
      await exited;
    },
  };
}
