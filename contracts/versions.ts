// The version and branch under which this repository's pacts and verification results go to a
// Pact Broker (contracts/publish.ts, contracts/provider/verify-at-url.ts): the package version
// plus the git sha, and the git branch, read from the CI's variables when HEAD is detached (CI
// checkouts usually are), as Pact's docs ask (https://docs.pact.io/getting_started/versioning_in_the_pact_broker).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The CI variables that name the branch of a detached checkout, in the order they are asked:
 * GitHub pull request, GitHub, GitLab, Jenkins. */
export const CI_BRANCH_VARIABLES = [
  'GITHUB_HEAD_REF',
  'GITHUB_REF_NAME',
  'CI_COMMIT_REF_NAME',
  'BRANCH_NAME',
] as const;

/** `<package version>+<12-character git sha>` */
export function pacticipantVersion(): string {
  const { version } = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  return `${version}+${git('rev-parse', '--short=12', 'HEAD')}`;
}

/** The checked-out branch; on a detached HEAD the first CI variable that names one. */
export function gitBranch(
  env: NodeJS.ProcessEnv = process.env,
  head = () => git('rev-parse', '--abbrev-ref', 'HEAD'),
): string {
  const branch = head();
  if (branch !== 'HEAD') return branch;
  const fromCi = CI_BRANCH_VARIABLES.map((name) => env[name]).find((value) => value);
  if (!fromCi)
    throw new Error(
      `HEAD is detached and none of ${CI_BRANCH_VARIABLES.join(', ')} names the branch: set one`,
    );
  return fromCi;
}
