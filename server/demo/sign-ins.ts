// The demo sign-ins of ../shared/design/decisions.md, printed by `npm start`. All share one
// password; the TOTP user's secret is derived from a fixed seed so it is the same every time.
import { ScureBase32Plugin } from 'otplib';
import { createPrng } from './prng';

export const DEMO_PASSWORD = 'Portal#2026';

/** Base32 secret of MD0001 / totp (add it to an authenticator app). */
export const DEMO_TOTP_SECRET = new ScureBase32Plugin().encode(createPrng(20_260_101).bytes(20));

export interface DemoSignIn {
  merchantId: string;
  username: string;
  password: string;
  shows: string;
  /** Only for the TOTP user. */
  totpSecret?: string;
}

const signIn = (merchantId: string, username: string, shows: string, totpSecret?: string): DemoSignIn => ({
  merchantId,
  username,
  password: DEMO_PASSWORD,
  shows,
  ...(totpSecret ? { totpSecret } : {}),
});

export const demoSignIns: DemoSignIn[] = [
  signIn('PROVIDER', 'support', 'provider staff: every ACL, impersonation, document management, order approval'),
  signIn('MD0001', 'admin', 'master distribution administrator: every merchant ACL'),
  signIn('MD0001', 'viewer', 'signed in with no optional ACL: permission-denied paths'),
  signIn('SD0001', 'manager', 'sub division user'),
  signIn('R00001', 'cashier', 'retailer: validate only'),
  signIn('M00001', 'payout', 'redeeming merchant, payout enabled, redeem permission'),
  signIn('MD0001', 'totp', `TOTP enabled (secret ${DEMO_TOTP_SECRET})`, DEMO_TOTP_SECRET),
  signIn('MD0001', 'newuser', 'must change password at first sign-in'),
  signIn('MD0001', 'noemail', 'must confirm an email address'),
];
