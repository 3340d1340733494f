// A bare Fastify hello world in a process of its own (as bench/support/portal-process.ts runs the
// portal): the floor that any endpoint's latency on this machine is compared with. It answers
// every POST and GET to /hello with {"hello":"world"}.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const SERVER = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
app.post('/hello', async () => ({ hello: 'world' }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(url);
process.on('message', async () => { await app.close(); process.exit(0); });
`;

export interface BareFastify {
  url: string;
  stop(): Promise<void>;
}

export async function startBareFastify(): Promise<BareFastify> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
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
