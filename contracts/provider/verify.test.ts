// Provider verification: both pacts of contracts/pacts (the HTTP interactions and the live
// channel's messages) replayed by Pact's standard verifier against the REAL server started as a
// process of its own at a URL (contracts/provider/provider-server.ts, a fresh embedded database),
// its provider states set through the state-change URL, exactly as a back-end team verifies its
// own provider: `npm run pact:verify` (contracts/provider/verify-at-url.ts).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { providerProcess } from './provider-process';
import { readFileSync } from 'node:fs';
import { providerStates } from './states/index';
import { verifyAtUrl } from './verify-at-url';
import { liveProviderName, providerName } from '../parties';

const root = fileURLToPath(new URL('../..', import.meta.url));
const provider = providerProcess();

it('the server at a URL honours every interaction and sends every message the web client expects', async () => {
  expect(provider.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const results = await verifyAtUrl({
    providerBaseUrl: provider.url,
    providerStatesSetupUrl: provider.statesUrl,
  });
  expect(results.map((result) => result.provider)).toEqual([liveProviderName, providerName]);
  expect(results.flatMap((result) => result.failures)).toEqual([]);
  for (const result of results) expect(result.verified).toBeGreaterThan(0);
}, 600_000);

it('refuses to start the state-change URL without the test setting', async () => {
  const refused = spawn(
    process.execPath,
    ['--import', 'tsx', 'contracts/provider/provider-server.ts'],
    {
      cwd: root,
      env: { ...process.env, PACT_PROVIDER_STATES: '' },
      stdio: 'ignore',
    },
  );
  const [code] = (await once(refused, 'exit')) as [number];
  expect(code).toBe(1);
});

it('docs/contracts.md names every provider state, for a back-end team to implement', () => {
  const doc = readFileSync(new URL('../../docs/contracts.md', import.meta.url), 'utf8');
  expect(Object.keys(providerStates).filter((state) => !doc.includes(`- ${state}\n`))).toEqual([]);
});
