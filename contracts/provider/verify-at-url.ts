// Verifies the web client's pacts (HTTP: contracts/pacts/*-merchant-portal-api.json here; the live
// channel's messages: verify-messages-at-url.ts) against ANY
// running provider: `npm run pact:verify -- --provider-base-url URL [--provider-states-setup-url URL]`.
// Each interaction's provider state is set up by a POST to the setup URL ({ state, params,
// action: 'setup' }, docs/contracts.md); its answer's `tokens` map the consumer's placeholder
// bearer tokens to real sessions of the provider (the request filter swaps them) and its other
// values are what the interaction injects (`fromProviderState`). Without a setup URL only the
// interactions that need no state can pass. tests: contracts/provider/verify.test.ts runs it
// against this portal started as a process of its own (contracts/provider/provider-server.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import type { AnyJson, JsonMap } from '@pact-foundation/pact/src/common/jsonTypes';
import { pactDir, providerName } from '../parties';

export interface VerifyAtUrl {
  providerBaseUrl: string;
  providerStatesSetupUrl?: string | undefined;
  /** The provider's version, when results are published to a broker (PACT_BROKER_BASE_URL). */
  providerVersion?: string | undefined;
}

/** The HTTP pact files of the web client. */
export function httpPactFiles(): string[] {
  return pactFilesOf(providerName);
}

/** The pact files of one provider (the API, or the live channel's messages). */
export function pactFilesOf(provider: string): string[] {
  return readdirSync(pactDir)
    .filter((file) => file.endsWith(`-${provider}.json`))
    .map((file) => join(pactDir, file));
}

/** A provider state set up through the state-change URL: its answer's `tokens` join `tokenFor`
 * (placeholder -> real bearer token), its other values are answered for the interaction. */
export function stateSetter(setupUrl: string | undefined, tokenFor: Map<string, string>) {
  return async (state: string, params?: unknown): Promise<JsonMap> => {
    if (!setupUrl) return {};
    const answer = await fetch(setupUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state, params: params ?? {}, action: 'setup' }),
    });
    if (!answer.ok) throw new Error(`provider state '${state}': the setup URL answered ${answer.status} ${await answer.text()}`);
    const { tokens = {}, ...values } = (await answer.json()) as { tokens?: Record<string, string> };
    for (const [placeholder, real] of Object.entries(tokens)) tokenFor.set(placeholder, real);
    return values as JsonMap;
  };
}

/** Every provider state the pacts name. */
export function statesOf(files: readonly string[]): Set<string> {
  const states = new Set<string>();
  for (const file of files) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions?: { providerStates?: { name: string }[] }[]; messages?: { providerStates?: { name: string }[] }[] };
    for (const interaction of [...(pact.interactions ?? []), ...(pact.messages ?? [])]) for (const state of interaction.providerStates ?? []) states.add(state.name);
  }
  return states;
}

export async function verifyAtUrl(options: VerifyAtUrl): Promise<void> {
  const pactUrls = httpPactFiles();
  if (pactUrls.length === 0) throw new Error(`no pact files in ${pactDir}: run the consumer tests first (npm run pact:consumer)`);
  const tokenFor = new Map<string, string>();
  const setUp = stateSetter(options.providerStatesSetupUrl, tokenFor);
  await new Verifier({
    provider: providerName,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls,
    logLevel: 'warn',
    stateHandlers: Object.fromEntries([...statesOf(pactUrls)].map((state) => [state, (params?: AnyJson) => setUp(state, params)])),
    requestFilter: (req: { headers: Record<string, unknown> }, _res: unknown, next: () => void) => {
      const placeholder = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      const real = tokenFor.get(placeholder);
      if (real) req.headers.authorization = `Bearer ${real}`;
      next();
    },
    ...(process.env.PACT_BROKER_BASE_URL && options.providerVersion
      ? { publishVerificationResult: true, providerVersion: options.providerVersion }
      : {}),
  }).verifyProvider();
}

/** `npm run pact:verify -- --provider-base-url URL [--provider-states-setup-url URL]` */
async function main(args: string[]): Promise<void> {
  const value = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const providerBaseUrl = value('--provider-base-url');
  if (!providerBaseUrl) {
    console.error('usage: npm run pact:verify -- --provider-base-url URL [--provider-states-setup-url URL] [--provider-version VERSION]');
    process.exit(2);
  }
  const options = { providerBaseUrl, providerStatesSetupUrl: value('--provider-states-setup-url'), providerVersion: value('--provider-version') };
  // The messages first: the HTTP interactions leave refused sales behind, which a report's rows
  // would then show (the pact's rows all carry a voucher serial).
  const { verifyMessagesAtUrl } = await import('./verify-messages-at-url');
  await verifyMessagesAtUrl(options);
  console.log(`every live-channel message verified against ${providerBaseUrl}`);
  await verifyAtUrl(options);
  console.log(`every HTTP interaction of ${httpPactFiles().length} pact file(s) verified against ${providerBaseUrl}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
