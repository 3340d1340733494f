// This portal as a Pact provider in a process of its own (contracts/provider/provider-server.ts,
// a fresh embedded database, the state-change URL on), for the verifications npm test runs the
// way a back-end team runs them: against a URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

export interface ProviderAtUrl {
  readonly url: string;
  readonly statesUrl: string;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the provider before the file's tests and stops it after. */
export function providerProcess(): ProviderAtUrl {
  let child: ChildProcess | undefined;
  let url = '';
  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'contracts/provider/provider-server.ts'], {
      cwd: root,
      env: { ...process.env, PACT_PROVIDER_STATES: 'true', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
    url = line.trim();
  }, 120_000);
  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  });
  return {
    get url() {
      return url;
    },
    get statesUrl() {
      return `${url}/_pact/provider-states`;
    },
  };
}
