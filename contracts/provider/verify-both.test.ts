// `npm run pact:verify` verifies both pacts whatever the outcome of the first: against a provider
// whose message endpoint fails, the messages fail and every HTTP interaction is still verified
// (here against a stand-in that answers every request alike, so they are tried and fail).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveProviderName, providerName } from '../parties';
import { pactFilesOf } from './verify-at-url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const stub = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const failing = request.url === '/_pact/messages';
    response.writeHead(failing ? 500 : 200, { 'content-type': 'application/json' });
    response.end(failing ? '{"error":"no message"}' : '{}');
  });
});
let url = '';

beforeAll(async () => {
  stub.listen(0, '127.0.0.1');
  await once(stub, 'listening');
  url = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => stub.close(() => done())));

const interactionsOf = (provider: string) =>
  pactFilesOf(provider)
    .map(
      (file) =>
        (JSON.parse(readFileSync(file, 'utf8')) as { interactions: unknown[] }).interactions.length,
    )
    .reduce((sum, count) => sum + count, 0);

/** `<provider>: <verified> verified, <failed> failed`, from the script's output. */
function figures(output: string, provider: string): { verified: number; failed: number } {
  const match = new RegExp(`^${provider}: (\\d+) verified, (\\d+) failed$`, 'm').exec(output);
  if (!match) throw new Error(`no figures for ${provider} in:\n${output.slice(0, 2000)}`);
  return { verified: Number(match[1]), failed: Number(match[2]) };
}

it('a failing message verification does not skip the HTTP verification', async () => {
  const script = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'contracts/provider/verify-at-url.ts',
      '--provider-base-url',
      url,
      '--provider-states-setup-url',
      `${url}/_pact/provider-states`,
    ],
    {
      cwd: root,
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  script.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(script, 'exit')) as [number];
  expect(code).toBe(1);
  const messages = figures(output, liveProviderName);
  expect(messages.failed).toBe(interactionsOf(liveProviderName));
  const http = figures(output, providerName);
  expect(http.verified + http.failed).toBe(interactionsOf(providerName));
  expect(http.failed).toBeGreaterThan(0);
});
