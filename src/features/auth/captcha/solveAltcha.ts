// Solves the server's ALTCHA v2 proof-of-work challenge (SHA-256, deterministic counter) in the
// browser with crypto.subtle, and builds the base64 `captcha` payload the login call carries:
// the key is SHA-256(salt || nonce || counter as uint32 big-endian), hashed again `cost` times,
// and the counter that gives a key starting with `keyPrefix` is the solution.
import type { AltchaChallenge } from './challenge';

const MAX_COUNTER = 5_000_000;

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function deriveKey(challenge: AltchaChallenge, input: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const { algorithm, cost, keyLength = 32 } = challenge.parameters;
  let key = new Uint8Array(await crypto.subtle.digest(algorithm, input));
  for (let i = 1; i < Math.max(1, cost); i++) key = new Uint8Array(await crypto.subtle.digest(algorithm, key));
  return key.subarray(0, keyLength);
}

/** Finds the counter and returns the base64 payload `{challenge, solution}`; null when none is found. */
export async function solveAltcha(challenge: AltchaChallenge): Promise<string | null> {
  const { nonce, salt, keyPrefix } = challenge.parameters;
  const saltBytes = hexToBytes(salt);
  const nonceBytes = hexToBytes(nonce);
  const input = new Uint8Array(saltBytes.length + nonceBytes.length + 4);
  input.set(saltBytes, 0);
  input.set(nonceBytes, saltBytes.length);
  const view = new DataView(input.buffer);
  const prefix = keyPrefix.toLowerCase();
  const started = performance.now();
  for (let counter = 0; counter <= MAX_COUNTER; counter++) {
    view.setUint32(saltBytes.length + nonceBytes.length, counter, false);
    const derivedKey = bytesToHex(await deriveKey(challenge, input));
    if (derivedKey.startsWith(prefix)) {
      const solution = { counter, derivedKey, time: Math.round(performance.now() - started) };
      return btoa(JSON.stringify({ challenge, solution }));
    }
  }
  return null;
}
