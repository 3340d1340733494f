// `npm run pact:verify -- --provider-base-url URL [--provider-states-setup-url URL]`: Pact's
// standard verifier (`pact-verifier` of @pact-foundation/pact-cli, the command docs/contracts.md
// shows first) run on both pacts of the web client against ANY running provider, with no request
// filter: the live channel's messages (fetched over HTTP from <base URL>/_pact/messages), then the
// HTTP interactions. Both always run; a failure of one does not skip the other. Prints one line
// per failure and exits 1 if any.
//
// Local pact files (contracts/pacts) unless --from-broker: then the pacts come from the Pact Broker
// of PACT_BROKER_BASE_URL and the results are published under the provider version and branch
// (contracts/versions.ts). PACT_BROKER_BASE_URL alone never switches the source: the verifier
// reads it from the environment, so it is taken out of the verifier's environment here.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveProviderName, pactDir, providerName } from '../parties';
import { gitBranch, pacticipantVersion } from '../versions';

export interface VerifyAtUrl {
  providerBaseUrl: string;
  providerStatesSetupUrl?: string | undefined;
  /** Fetch the pacts from PACT_BROKER_BASE_URL and publish the results (version and branch). */
  fromBroker?: { providerVersion: string; providerBranch: string } | undefined;
}

export interface PactVerification {
  provider: string;
  /** Interactions (or messages) verified. */
  verified: number;
  /** One line per interaction that failed: its description and what differed. */
  failures: string[];
}

/** The path of the live channel's message producer under the provider's base URL (test mode only). */
export const MESSAGES_PATH = '/_pact/messages';

/** The pact files of one provider (the API, or the live channel's messages). */
export function pactFilesOf(provider: string): string[] {
  return readdirSync(pactDir)
    .filter((file) => file.endsWith(`-${provider}.json`))
    .map((file) => join(pactDir, file));
}

const verifierBin = createRequire(import.meta.url).resolve(
  '@pact-foundation/pact-cli/bin/pact-verifier.js',
);

/** The arguments of `pact-verifier` for one provider (what docs/contracts.md shows). */
export function verifierArguments(
  provider: string,
  options: VerifyAtUrl,
  basePath: string,
): string[] {
  const url = new URL(options.providerBaseUrl);
  const path = `${url.pathname.replace(/\/$/, '')}${basePath}`;
  return [
    ...(options.fromBroker
      ? [
          '--broker-url',
          requiredBrokerUrl(),
          ...RECOMMENDED_SELECTORS.flatMap((selector) => [
            '--consumer-version-selectors',
            JSON.stringify(selector),
          ]),
          '--publish',
          '--provider-version',
          options.fromBroker.providerVersion,
          '--provider-branch',
          options.fromBroker.providerBranch,
        ]
      : pactFilesOf(provider).flatMap((file) => ['--file', file])),
    '--provider-name',
    provider,
    '--hostname',
    url.hostname,
    '--port',
    url.port || (url.protocol === 'https:' ? '443' : '80'),
    ...(url.protocol === 'https:' ? ['--transport', 'https'] : []),
    ...(path ? ['--base-path', path] : []),
    ...(options.providerStatesSetupUrl
      ? ['--state-change-url', options.providerStatesSetupUrl]
      : []),
  ];
}

/** The consumer versions Pact's docs recommend a provider verifies: the main branch's and the deployed or released ones. */
const RECOMMENDED_SELECTORS = [{ mainBranch: true }, { deployedOrReleased: true }];

function requiredBrokerUrl(): string {
  const url = process.env.PACT_BROKER_BASE_URL;
  if (!url)
    throw new Error(
      '--from-broker: set PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN) to the Pact Broker',
    );
  return url;
}

interface VerifierReport {
  interactionResults?: { result: string }[];
  errors?: {
    interaction: string;
    mismatch: { message?: string; mismatches?: { path?: string; mismatch: string }[] };
  }[];
}

/** One line of a failure: the interaction and each difference, shortened. */
function failureLine(error: NonNullable<VerifierReport['errors']>[number]): string {
  const interaction = error.interaction.replace(/^Verifying a pact between \S+ and \S+ /, '');
  const differences = error.mismatch.mismatches?.map(
    (m) => `${m.path ? `${m.path}: ` : ''}${m.mismatch}`,
  ) ?? [error.mismatch.message ?? 'failed'];
  const line = `${interaction}: ${differences.join('; ')}`.replace(/\s+/g, ' ');
  return line.length > 400 ? `${line.slice(0, 397)}...` : line;
}

/** Runs `pact-verifier` on one provider's pacts; its JSON report gives the figures. */
export async function verifyPact(
  provider: string,
  options: VerifyAtUrl,
  basePath = '',
): Promise<PactVerification> {
  if (!options.fromBroker && pactFilesOf(provider).length === 0)
    throw new Error(
      `no ${provider} pact files in ${pactDir}: run the consumer tests first (npm run pact:consumer)`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'pact-verify-'));
  try {
    const report = join(dir, 'report.json');
    const env: NodeJS.ProcessEnv = { ...process.env, PACT_DO_NOT_TRACK: 'true' };
    if (!options.fromBroker) delete env.PACT_BROKER_BASE_URL;
    const child = spawn(
      process.execPath,
      [
        verifierBin,
        ...verifierArguments(provider, options, basePath),
        '--json',
        report,
        '--no-colour',
      ],
      { env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const [code] = (await once(child, 'exit')) as [number | null];
    let parsed: VerifierReport;
    try {
      parsed = JSON.parse(readFileSync(report, 'utf8')) as VerifierReport;
    } catch {
      return {
        provider,
        verified: 0,
        failures: [
          `pact-verifier exited ${String(code)} without a report: ${stderr.trim().split('\n').at(-1) ?? ''}`,
        ],
      };
    }
    const failures = (parsed.errors ?? []).map(failureLine);
    const verified = (parsed.interactionResults ?? []).filter(
      (result) => result.result === 'OK',
    ).length;
    if (code !== 0 && failures.length === 0)
      failures.push(
        `pact-verifier exited ${String(code)}: ${stderr.trim().split('\n').at(-1) ?? ''}`,
      );
    return { provider, verified, failures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Both pacts (in either order against one provider; the messages first); each is verified
 * whatever the other's outcome. */
export async function verifyAtUrl(options: VerifyAtUrl): Promise<PactVerification[]> {
  return [
    await verifyPact(liveProviderName, options, MESSAGES_PATH),
    await verifyPact(providerName, options),
  ];
}

/** `npm run pact:verify -- --provider-base-url URL [--provider-states-setup-url URL] [--from-broker [--provider-version V]]` */
async function main(args: string[]): Promise<number> {
  const value = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const providerBaseUrl = value('--provider-base-url');
  if (!providerBaseUrl) {
    console.error(
      'usage: npm run pact:verify -- --provider-base-url URL [--provider-states-setup-url URL] [--from-broker [--provider-version VERSION]]',
    );
    return 2;
  }
  const fromBroker = args.includes('--from-broker')
    ? {
        providerVersion: value('--provider-version') ?? pacticipantVersion(),
        providerBranch: gitBranch(),
      }
    : undefined;
  const results = await verifyAtUrl({
    providerBaseUrl,
    providerStatesSetupUrl: value('--provider-states-setup-url'),
    fromBroker,
  });
  for (const { provider, verified, failures } of results) {
    console.log(`${provider}: ${verified} verified, ${failures.length} failed`);
    for (const failure of failures) console.log(`  FAILED ${failure}`);
  }
  return results.some((result) => result.failures.length > 0) ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
