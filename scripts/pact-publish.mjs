#!/usr/bin/env node
// `npm run pact:publish`: publishes contracts/pacts (written by `npm run pact:consumer`) to the
// Pact Broker of PACT_BROKER_BASE_URL (with PACT_BROKER_TOKEN or PACT_BROKER_USERNAME/PASSWORD),
// as consumer version <package version>+<git sha> on the current git branch, with the Pact CLI
// (@pact-foundation/pact-cli). Not run in CI, which has no broker (docs/contracts.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

if (!process.env.PACT_BROKER_BASE_URL) {
  console.error('pact:publish: set PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN) to the Pact Broker to publish to');
  process.exit(2);
}
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const consumerVersion = `${version}+${git('rev-parse', '--short=12', 'HEAD')}`;
const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
console.log(`publishing contracts/pacts as ${consumerVersion} on ${branch}`);
const run = spawnSync('npx', ['pact-broker', 'publish', 'contracts/pacts', '--consumer-app-version', consumerVersion, '--branch', branch], { stdio: 'inherit' });
process.exit(run.status ?? 1);
