// The server keys of every test process and of the portals the journeys start (fixed, so a
// portal started by a journey and the journey's own demo data share them).
import type { ServerKeys } from '../../server/security/server-keys';

export const TEST_SERVER_KEYS: ServerKeys = {
  pinSecret: 'test-pin-secret-0123456789abcdefghijklmnopqrstuv',
  captchaSecret: 'test-captcha-secret-0123456789abcdefghijklmnopq',
  totpKey: 'test-totp-key-0123456789abcdefghijklmnopqrstuvwxyz',
};

/** The same keys as a portal's environment. */
export const TEST_KEYS_ENVIRONMENT = {
  PIN_SECRET: TEST_SERVER_KEYS.pinSecret,
  CAPTCHA_SECRET: TEST_SERVER_KEYS.captchaSecret,
  TOTP_SECRET_KEY: TEST_SERVER_KEYS.totpKey,
};
