// contracts/versions.ts: the branch the pacts and verification results are published under; on a
// detached HEAD (a CI checkout) it comes from the CI's variables, in their documented order.
import { describe, expect, it } from 'vitest';
import { gitBranch } from '../../contracts/versions';

const detached = () => 'HEAD';

describe('gitBranch', () => {
  it("is git's branch when HEAD is on one, whatever the CI variables say", () => {
    expect(gitBranch({ GITHUB_REF_NAME: 'ci-branch' }, () => 'feature/x')).toBe('feature/x');
  });

  it('on a detached HEAD, is the first CI variable that names a branch', () => {
    expect(gitBranch({ GITHUB_HEAD_REF: 'pr-branch', GITHUB_REF_NAME: '12/merge' }, detached)).toBe(
      'pr-branch',
    );
    expect(gitBranch({ GITHUB_HEAD_REF: '', GITHUB_REF_NAME: 'main' }, detached)).toBe('main');
    expect(
      gitBranch({ CI_COMMIT_REF_NAME: 'gitlab-branch', BRANCH_NAME: 'jenkins-branch' }, detached),
    ).toBe('gitlab-branch');
    expect(gitBranch({ BRANCH_NAME: 'jenkins-branch' }, detached)).toBe('jenkins-branch');
  });

  it('on a detached HEAD with no CI variable, refuses rather than publish the branch "HEAD"', () => {
    expect(() => gitBranch({}, detached)).toThrow(/HEAD is detached.*GITHUB_HEAD_REF/);
  });
});
