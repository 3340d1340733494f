// A REST sign-out ends that session's live-channel socket at once (not at its next frame): the
// real server listens, a real STOMP client connects with the session's token, GET
// /api/v1/logout revokes it, and the socket gets its 4003 ERROR and closes while another session
// of the same user stays connected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser } from '../support/test-users';
import { createSession } from '../../../server/http/session';
import { watchedClient } from './support/stomp-client';

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} not within ${ms} ms`)), ms))]);
}

describe.skipIf(testDatabaseSkipReason)('sign-out and the live channel', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => t?.close());

  it('closes the signed-out session socket at once with 4003, and leaves the user\'s other session connected', async () => {
    const user = await createSignedInUser(t.db);
    const otherToken = await createSession(t.db, user.userId);
    const signedOut = watchedClient(url, user.login, user.token);
    const staying = watchedClient(url, user.login, otherToken);
    try {
      await signedOut.connected;
      await staying.connected;
      const answer = await t.app.inject({ method: 'GET', url: '/api/v1/logout', headers: { authorization: `Bearer ${user.token}` } });
      expect(answer.json()).toMatchObject({ resultCode: 0 });
      const error = await within(signedOut.error, 2000, 'the ERROR frame');
      expect(JSON.parse(error.body)).toEqual({ resultCode: 4003, resultDescription: expect.any(String) });
      await within(signedOut.closed, 2000, 'the close');
      // The other session's socket still answers.
      await within(new Promise<void>((resolve) => {
        staying.client.watchForReceipt('alive', () => resolve());
        staying.client.publish({ destination: `/app/transaction/${user.login}/print`, body: '{}', headers: { receipt: 'alive' } });
      }), 2000, 'the other session receipt');
    } finally {
      await signedOut.stop();
      await staying.stop();
    }
  });
});
