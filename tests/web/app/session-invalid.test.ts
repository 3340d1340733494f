// The session-invalid handling of decisions.md: 4001/4003/4004 store the generic expiry
// message, 4002 the server's text, unless a message is already stored; then /logout follows.
import { describe, expect, test } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createPortalStore } from '../../../src/app/store';
import { initialAuthState, loggedOut, messageStored, sessionInvalidated } from '../../../src/features/auth';
import { authApi } from '../../../src/features/auth/api';

const BASE = 'http://portal.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const storeWithToken = () =>
  createPortalStore({
    preloadedState: { auth: { ...initialAuthState, authToken: 'token-1' } },
    clientOptions: { baseUrl: BASE },
    persistToken: false,
  });

describe('sessionInvalidated', () => {
  test.each([4001, 4003, 4004] as const)('%i stores the session expired message and asks for /logout', (code) => {
    const store = storeWithToken();
    store.dispatch(sessionInvalidated({ resultCode: code, resultDescription: 'server text' }));
    expect(store.getState().auth.message).toEqual({ kind: 'sessionExpired' });
    expect(store.getState().auth.logoutRequested).toBe(true);
  });

  test('4002 stores the server text', () => {
    const store = storeWithToken();
    store.dispatch(sessionInvalidated({ resultCode: 4002, resultDescription: 'Your account has been logged in from another location.' }));
    expect(store.getState().auth.message).toEqual({ kind: 'text', text: 'Your account has been logged in from another location.' });
  });

  test('a message already stored is kept', () => {
    const store = storeWithToken();
    store.dispatch(messageStored({ kind: 'text', text: 'first' }));
    store.dispatch(sessionInvalidated({ resultCode: 4002, resultDescription: 'second' }));
    expect(store.getState().auth.message).toEqual({ kind: 'text', text: 'first' });
  });

  test('after sign-out a late session-invalid answer changes nothing', () => {
    const store = createPortalStore({ clientOptions: { baseUrl: BASE }, persistToken: false });
    store.dispatch(sessionInvalidated({ resultCode: 4003, resultDescription: 'revoked' }));
    expect(store.getState().auth).toEqual(initialAuthState);
  });

  test('logout resets the state but keeps the message for the sign-in page', () => {
    const store = storeWithToken();
    store.dispatch(sessionInvalidated({ resultCode: 4001, resultDescription: 'expired' }));
    store.dispatch(loggedOut());
    expect(store.getState().auth).toEqual({ ...initialAuthState, message: { kind: 'sessionExpired' } });
  });

  test('an answer with 4001 from any call ends the session through the client', async () => {
    server.use(
      http.get(`${BASE}/api/v1/profile`, ({ request }) => {
        expect(request.headers.get('Authorization')).toBe('Bearer token-1');
        return HttpResponse.json({ resultCode: 4001, resultDescription: 'Session expired' }, { status: 403 });
      }),
    );
    const store = storeWithToken();
    await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(store.getState().auth.logoutRequested).toBe(true);
    expect(store.getState().auth.message).toEqual({ kind: 'sessionExpired' });
    expect(store.getState().auth.user).toBeNull();
    // Not an error page: the session-invalid handling leads to /logout.
    expect(store.getState().auth.userError).toBe(false);
  });
});
