// The ALTCHA challenge of an answer (total-login-failed, a refused sign-in): its shape and the
// check that reads it. Apart from the solver (solveAltcha.ts), which loads with the captcha field.

/** The challenge as altcha-lib v2 creates it (parameters plus the server's signatures). */
export interface AltchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
  };
  [key: string]: unknown;
}

function isAltchaChallenge(value: unknown): value is AltchaChallenge {
  const parameters = (value as AltchaChallenge | null)?.parameters;
  return typeof parameters?.nonce === 'string' && typeof parameters.salt === 'string' && typeof parameters.keyPrefix === 'string';
}

/** The challenge of an answer, or null when it carries none (or one this solver cannot read). */
export function challengeOf(value: unknown): AltchaChallenge | null {
  return isAltchaChallenge(value) ? value : null;
}
