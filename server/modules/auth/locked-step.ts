// The loginToken of a locked answer, for real and unknown accounts alike. A real account's token
// is a one_time_codes row (purpose 'login-step', target 'locked'); an unknown account has no user
// row to hang one on, so its token is stateless: 32 bytes like a real token (base64url, 43
// characters), made of a nonce, an expiry, a short hash of the username and an HMAC over them
// (key derived from the server's captcha key, CAPTCHA_SECRET). Without the key the two cannot be told
// apart, and the unlock calls answer both the same way (unlock.service.ts).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { serverKeys } from '../../security/server-keys';

/**
 * What the locked answer's and send-unlock-code's `email` always say: the same for every account,
 * real or not, with an email or without (masked-looking, so clients that show or test it still do).
 */
export const LOCKED_EMAIL_PLACEHOLDER = '****@***';

/** A locked step's lifetime (the login-step token of target 'locked' lives as long). */
export const LOCKED_STEP_TTL_SECONDS = 900;

const NONCE = 12;
const EXPIRY = 4;
const USER = 4;
const MAC = 12;

function lockTokenKey(): Buffer {
  return createHash('sha256').update(`${serverKeys().captchaSecret}:unknown-account-lock`).digest();
}

const userHash = (key: Buffer, username: string) => createHmac('sha256', key).update(`user:${username}`).digest().subarray(0, USER);
const macOf = (key: Buffer, body: Buffer) => createHmac('sha256', key).update(body).digest().subarray(0, MAC);

/** A token for the locked answer of an unknown account (or a fresh one for the same name). */
export function issueUnknownAccountLockToken(name: { username: string } | { userHash: Buffer }): string {
  const key = lockTokenKey();
  const expiry = Buffer.alloc(EXPIRY);
  expiry.writeUInt32BE(Math.floor(Date.now() / 1000) + LOCKED_STEP_TTL_SECONDS);
  const body = Buffer.concat([randomBytes(NONCE), expiry, 'username' in name ? userHash(key, name.username) : name.userHash]);
  return Buffer.concat([body, macOf(key, body)]).toString('base64url');
}

/** An unknown account's live lock token: its username hash (to issue another); null when not one. */
export function readUnknownAccountLockToken(token: string, username?: string): { userHash: Buffer; tokenKey: string } | null {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== NONCE + EXPIRY + USER + MAC || raw.toString('base64url') !== token) return null;
  const key = lockTokenKey();
  const body = raw.subarray(0, NONCE + EXPIRY + USER);
  if (!timingSafeEqual(macOf(key, body), raw.subarray(NONCE + EXPIRY + USER))) return null;
  if (raw.readUInt32BE(NONCE) * 1000 <= Date.now()) return null;
  const hash = body.subarray(NONCE + EXPIRY);
  if (username !== undefined && !timingSafeEqual(hash, userHash(key, username))) return null;
  return { userHash: Buffer.from(hash), tokenKey: createHash('sha256').update(token).digest('hex') };
}
