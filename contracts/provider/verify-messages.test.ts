// Provider verification of the live channel's message pact (contracts/pacts/*-merchant-portal-live.json)
// against the REAL server started as a process of its own at a URL, its states set through the
// state-change URL, as a back-end team verifies its own provider (npm run pact:verify;
// contracts/provider/verify-messages-at-url.ts says how each frame is caused).
import { expect, it } from 'vitest';
import { providerProcess } from './provider-process';
import { verifyMessagesAtUrl } from './verify-messages-at-url';

const provider = providerProcess();

it('the server at a URL sends every live-channel message the web client expects', async () => {
  expect(provider.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  await verifyMessagesAtUrl({ providerBaseUrl: provider.url, providerStatesSetupUrl: provider.statesUrl });
});
