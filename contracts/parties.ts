// The parties of the portal's pacts and what both sides share: where the pact files are, the
// consumer's and the providers' names, and the placeholder tokens that name the sessions the
// provider states make. Read by the consumer tests and by the provider's verification, which must
// not load the web client's code.
import { fileURLToPath } from 'node:url';

/** contracts/pacts; PACT_DIR moves it (two people verifying their own pacts side by side). */
export const pactDir = process.env.PACT_DIR ?? fileURLToPath(new URL('./pacts', import.meta.url));
export const consumerName = 'merchant-portal-web';
export const providerName = 'merchant-portal-api';
/** The server as the producer of the live channel's messages (docs/live-channel.md): its own pact
 * file, verified with the HTTP pact by contracts/provider/verify.test.ts. */
export const liveProviderName = 'merchant-portal-live';

/** The signed-in users of the pacts. Each placeholder is the token a consumer test sends and the
 * name under which a provider state's answer gives the real session's token; the pact's
 * Authorization header takes it from there (`Bearer ${pact-token-...}`, fromProviderState). */
export const tokens = {
  mdAdministrator: 'pact-token-md-administrator',
  demoAdmin: 'pact-token-demo-md0001-admin',
  demoViewer: 'pact-token-demo-md0001-viewer',
  /** A second session of MD0001 viewer (the live channel's message verification; no interaction names it). */
  demoViewerSecond: 'pact-token-demo-md0001-viewer-second',
  demoCashier: 'pact-token-demo-r00001-cashier',
  demoPayout: 'pact-token-demo-m00001-payout',
  providerStaff: 'pact-token-provider-staff',
  demoSupport: 'pact-token-demo-provider-support',
  userWithoutEmail: 'pact-token-user-without-email',
  authenticatorUser: 'pact-token-authenticator-user',
  freshUser: 'pact-token-fresh-user',
  unknown: 'pact-token-unknown',
} as const;

/** The demo company of the provider state 'the demo company exists' (server/demo). */
export const demoPassword = 'Portal#2026';
