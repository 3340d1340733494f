// `npm run pact:publish`: publishes contracts/pacts (written by `npm run pact:consumer`) to the
// Pact Broker of PACT_BROKER_BASE_URL (with PACT_BROKER_TOKEN or PACT_BROKER_USERNAME/PASSWORD),
// as consumer version <package version>+<git sha> on the git branch (contracts/versions.ts), with
// the Pact CLI's `pact-broker publish` (@pact-foundation/pact-cli). Not run in CI, which has no
// broker (docs/contracts.md).
import { spawnSync } from 'node:child_process';
import { gitBranch, pacticipantVersion } from './versions';

if (!process.env.PACT_BROKER_BASE_URL) {
  console.error(
    'pact:publish: set PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN) to the Pact Broker to publish to',
  );
  process.exit(2);
}
const consumerVersion = pacticipantVersion();
const branch = gitBranch();
console.log(`publishing contracts/pacts as ${consumerVersion} on ${branch}`);
const run = spawnSync(
  'npx',
  [
    'pact-broker',
    'publish',
    'contracts/pacts',
    '--consumer-app-version',
    consumerVersion,
    '--branch',
    branch,
  ],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
