// The self-hosted ALTCHA proof-of-work captcha: challenges signed with the server's captcha key
// (CAPTCHA_SECRET, server/security/server-keys.ts), solutions verified with altcha-lib and recorded in captcha_solutions_used so that
// one solution is accepted once.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Database } from '../../db/schema';
import { serverKeys } from '../../security/server-keys';
import { recordCaptchaSolution } from './captcha.repository';

const ALGORITHM = 'SHA-256';
/** The solver tries up to this many counters (a fraction of a second in a browser). */
const COUNTER_RANGE = [10_000, 30_000] as const;
const CHALLENGE_TTL_SECONDS = 600;

function secrets() {
  const hmacSignatureSecret = serverKeys().captchaSecret;
  const hmacKeySignatureSecret = createHash('sha256').update(`${hmacSignatureSecret}:key-signature`).digest('hex');
  return { hmacSignatureSecret, hmacKeySignatureSecret };
}

/** A challenge as the answers carry it (captchaChallenge: any JSON object). */
export type CaptchaChallenge = { [key: string]: unknown };

export async function createCaptchaChallenge(): Promise<CaptchaChallenge> {
  const challenge: Challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(COUNTER_RANGE[0], COUNTER_RANGE[1]),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    ...secrets(),
  });
  return { ...challenge };
}

function parsePayload(captcha: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8')) as Payload;
    return payload?.challenge?.parameters && payload.solution ? payload : null;
  } catch {
    return null;
  }
}

/**
 * True when the solution is valid and was never used before; a valid solution is recorded so
 * it cannot be replayed (the insert decides between two concurrent uses).
 */
export async function acceptCaptchaSolution(db: Kysely<Database>, captcha: string | undefined): Promise<boolean> {
  if (!captcha) return false;
  const payload = parsePayload(captcha);
  if (!payload) return false;
  const verified = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets() })
    .then((result) => result.verified)
    .catch(() => false);
  if (!verified) return false;
  const hash = createHash('sha256').update(`${payload.challenge.parameters.nonce}:${payload.challenge.signature ?? ''}`).digest('hex');
  const expiresAt = new Date(((payload.challenge.parameters.expiresAt ?? 0) * 1000) || Date.now() + CHALLENGE_TTL_SECONDS * 1000);
  return recordCaptchaSolution(db, hash, expiresAt);
}
