// Starts bench/support/portal-server.ts in a child process on a database URL and hands back its
// address, its pid, its event loop figures, and a stop that waits for it to exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';

export interface Usage {
  cpu: NodeJS.CpuUsage;
  elu: { idle: number; active: number; utilization: number };
  at: number;
  /** Statements sent to PostgreSQL since the start. */
  statements: number;
}

export interface PortalProcess {
  /** http://127.0.0.1:port */
  url: string;
  pid: number;
  usage(): Promise<Usage>;
  stop(): Promise<void>;
}

const serverFile = fileURLToPath(new URL('./portal-server.ts', import.meta.url));
/** The repository, where `--import tsx` resolves. */
const root = fileURLToPath(new URL('../..', import.meta.url));

export async function startPortalProcess(databaseUrl: string): Promise<PortalProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    cwd: root,
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { listening?: string }) => (message.listening ? resolve(message.listening) : reject(new Error('portal-server: unexpected message'))));
    child.once('exit', (code) => reject(new Error(`portal-server exited with ${code} before listening`)));
    child.once('error', reject);
  });
  let waiting: ((usage: Usage) => void) | null = null;
  child.on('message', (message: { usage?: Usage }) => {
    if (message.usage && waiting) {
      waiting(message.usage);
      waiting = null;
    }
  });
  return {
    url,
    pid: child.pid!,
    usage: () =>
      new Promise<Usage>((resolve) => {
        waiting = resolve;
        child.send('usage');
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) child.send('stop');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** How busy the portal's event loop was between two usages. */
export function usageBetween(before: Usage, after: Usage): string {
  const active = after.elu.active - before.elu.active;
  const idle = after.elu.idle - before.elu.idle;
  return `portal event loop busy ${((100 * active) / (active + idle)).toFixed(0)}%`;
}
