// Provider verification: every HTTP interaction in contracts/pacts replayed against the REAL
// server started as a process of its own at a URL (contracts/provider/provider-server.ts, a fresh
// embedded database), its provider states set through the state-change URL, exactly as a
// back-end team verifies its own provider: `npm run pact:verify` (contracts/provider/verify-at-url.ts).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { providerProcess } from './provider-process';
import { readFileSync } from 'node:fs';
import { providerStates } from './states/index';
import { httpPactFiles, verifyAtUrl } from './verify-at-url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const provider = providerProcess();

it('the server at a URL honours every interaction the web client expects', async () => {
  expect(provider.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(httpPactFiles().length).toBeGreaterThan(0);
  await verifyAtUrl({ providerBaseUrl: provider.url, providerStatesSetupUrl: provider.statesUrl });
});

it('refuses to start the state-change URL without the test setting', async () => {
  const refused = spawn(process.execPath, ['--import', 'tsx', 'contracts/provider/provider-server.ts'], {
    cwd: root,
    env: { ...process.env, PACT_PROVIDER_STATES: '' },
    stdio: 'ignore',
  });
  const [code] = (await once(refused, 'exit')) as [number];
  expect(code).toBe(1);
});

it('docs/contracts.md names every provider state, for a back-end team to implement', () => {
  const doc = readFileSync(new URL('../../docs/contracts.md', import.meta.url), 'utf8');
  expect(Object.keys(providerStates).filter((state) => !doc.includes(`- ${state}\n`))).toEqual([]);
});
