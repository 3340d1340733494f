// The rules behind the account-security screens: what a sign-in answer leads to (Access Denied for
// a merchant of another domain, the email gate of the loaded user), where the redirect goes, and
// which stored code the email confirmation page and the unlock step may still use.
import { describe, expect, it } from 'vitest';
import { domainSignInUrl, isOtherDomain } from '../../../src/features/auth/access-denied/domainRedirect';
import { clearPendingCode, readLivePendingCode, readPendingCode, writePendingCode } from '../../../src/features/auth/email/pendingCode';
import { loginOutcome, needsEmailConfirmation } from '../../../src/features/auth/loginOutcome';
import type { ApiResult } from '../../../src/shared/api';

const here = { protocol: 'https:', hostname: 'portal.example.com', port: '' };

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('sign-in answers', () => {
  it('sends a merchant of another domain (10238) to the Access Denied modal with the login token', () => {
    const answer = { resultCode: 10238, resultDescription: "You don't have permission to access this site", redirectDomain: 'r1.example.com', loginToken: 't' };
    expect(loginOutcome(answer as ApiResult)).toEqual({ kind: 'accessDenied', redirectDomain: 'r1.example.com', loginToken: 't' });
  });

  it('shows the server text for 10238 without a domain to go to', () => {
    expect(loginOutcome({ resultCode: 10238, resultDescription: 'No.' } as ApiResult)).toEqual({ kind: 'serverText', text: 'No.' });
  });

  it('holds a loaded user with 10221, 10222 or 10212 at the email gate, unless support staff act as it', () => {
    for (const resultCode of [10221, 10222, 10212]) expect(needsEmailConfirmation({ resultCode })).toBe(true);
    expect(needsEmailConfirmation({ resultCode: 0 })).toBe(false);
    expect(needsEmailConfirmation({})).toBe(false);
    expect(needsEmailConfirmation({ resultCode: 10221, impersonatorLogin: 'support' })).toBe(false);
  });
});

describe('the domain redirect', () => {
  it('compares host names only, case-insensitively, and ignores a missing domain', () => {
    expect(isOtherDomain('PORTAL.example.com', here)).toBe(false);
    expect(isOtherDomain('portal.example.com:8443', here)).toBe(false);
    expect(isOtherDomain('r1.example.com', here)).toBe(true);
    expect(isOtherDomain(null, here)).toBe(false);
  });

  it("goes to the other domain's sign-in page with the login token, keeping scheme and port", () => {
    expect(domainSignInUrl('r1.example.com', 'a+b/c', here)).toBe('https://r1.example.com/auth/login?loginToken=a%2Bb%2Fc');
    expect(domainSignInUrl('r1.example.com', null, { ...here, protocol: 'http:', port: '8080' })).toBe('http://r1.example.com:8080/auth/login');
    expect(domainSignInUrl('r1.example.com:9000', null, { ...here, port: '8080' })).toBe('https://r1.example.com:9000/auth/login');
  });
});

describe('the stored code (emailToConfirm, otpExpiredTime)', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('is usable until its expiry, and kept (for a resend) after it', () => {
    const storage = memoryStorage();
    writePendingCode({ email: 'noa@example.com', otpExpiredTime: '2026-11-21 10:04:59' }, storage);
    expect(storage.getItem('emailToConfirm')).toBe('noa@example.com');
    expect(readLivePendingCode(now, storage)).toEqual({ email: 'noa@example.com', otpExpiredTime: '2026-11-21 10:04:59' });
    expect(readLivePendingCode(now + 300_000, storage)).toBeNull();
    expect(readPendingCode(storage)).not.toBeNull();
  });

  it('is not usable when malformed or half missing, and is gone once cleared', () => {
    const storage = memoryStorage();
    writePendingCode({ email: 'noa@example.com', otpExpiredTime: 'soon' }, storage);
    expect(readLivePendingCode(now, storage)).toBeNull();
    storage.removeItem('otpExpiredTime');
    expect(readPendingCode(storage)).toBeNull();
    writePendingCode({ email: 'noa@example.com', otpExpiredTime: '2026-11-21 10:04:59' }, storage);
    clearPendingCode(storage);
    expect(readPendingCode(storage)).toBeNull();
  });
});
