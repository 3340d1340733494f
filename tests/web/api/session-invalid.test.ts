// The session-invalid event: once per answer carrying 4001-4004, never for other codes.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, testClient, url, useMswServer } from './msw-server';

useMswServer();

function answerWith(resultCode: number, status: number) {
  server.use(
    http.get(url('/api/v1/owed-balances'), () =>
      HttpResponse.json({ resultCode, resultDescription: `code ${resultCode}` }, { status }),
    ),
  );
}

describe('session-invalid event', () => {
  it.each([4001, 4002, 4003, 4004])('fires once for an answer with %i', async (code) => {
    answerWith(code, 403);
    const onSessionInvalid = vi.fn();
    const api = testClient({ onSessionInvalid });
    const answer = await api.call(api.client.GET('/api/v1/owed-balances'));
    expect(answer.resultCode).toBe(code);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(onSessionInvalid).toHaveBeenCalledWith({
      resultCode: code,
      resultDescription: `code ${code}`,
    });
  });

  it('fires once per answer: two answers, two events', async () => {
    answerWith(4002, 403);
    const onSessionInvalid = vi.fn();
    const api = testClient({ onSessionInvalid });
    await api.call(api.client.GET('/api/v1/owed-balances'));
    await api.call(api.client.GET('/api/v1/owed-balances'));
    expect(onSessionInvalid).toHaveBeenCalledTimes(2);
  });

  it.each([
    [0, 200],
    [1003, 403],
    [1001, 400],
    [1500, 500],
  ])('does not fire for %i', async (code, status) => {
    answerWith(code, status);
    const onSessionInvalid = vi.fn();
    const api = testClient({ onSessionInvalid });
    await api.call(api.client.GET('/api/v1/owed-balances'));
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it('does not fire for a network error (999)', async () => {
    server.use(http.get(url('/api/v1/owed-balances'), () => HttpResponse.error()));
    const onSessionInvalid = vi.fn();
    const api = testClient({ onSessionInvalid });
    await api.call(api.client.GET('/api/v1/owed-balances'));
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it('reaches subscribers until they unsubscribe, and a failing listener does not break the call', async () => {
    answerWith(4001, 403);
    const api = testClient({
      onSessionInvalid: () => {
        throw new Error('listener bug');
      },
    });
    const listener = vi.fn();
    const unsubscribe = api.onSessionInvalid(listener);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await api.call(api.client.GET('/api/v1/owed-balances'));
    unsubscribe();
    await api.call(api.client.GET('/api/v1/owed-balances'));
    quiet.mockRestore();
    expect(answer.resultCode).toBe(4001);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('also fires for a call made on the raw client', async () => {
    answerWith(4003, 403);
    const onSessionInvalid = vi.fn();
    const api = testClient({ onSessionInvalid });
    const { error } = await api.client.GET('/api/v1/owed-balances');
    expect(error?.resultCode).toBe(4003);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });
});
