// The calls a first signed-in visit starts before the app's code has come (signed-in-preload.js):
// the app's call takes the one that is the same call, once, and calls the server otherwise.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CALL_MAX_AGE_MS, appCallsStarted, type EarlyCall } from '../../../src/shared/api/early-calls';
import { server, testClient, url, useMswServer } from './msw-server';

useMswServer();

const STATS = { resultCode: 0, resultDescription: 'Success', data: [] };

function early(path: string, overrides: Partial<EarlyCall> = {}): EarlyCall {
  return {
    method: 'GET',
    url: url(path),
    headers: { Authorization: 'Bearer token-123', theme: 'Light', 'Accept-Language': 'en' },
    at: Date.now(),
    response: Promise.resolve(HttpResponse.json({ ...STATS, early: true })),
    ...overrides,
  };
}

function serverCalls(path: string, method: 'get' | 'post' = 'get'): unknown[] {
  const seen: unknown[] = [];
  server.use(
    http[method](url(path), async ({ request }) => {
      seen.push(method === 'post' ? await request.json() : request.url);
      return HttpResponse.json({ ...STATS, early: false });
    }),
  );
  return seen;
}

function withEarlyCalls(calls: EarlyCall[]): EarlyCall[] {
  vi.stubGlobal('window', { __portalEarlyCalls: calls });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('early calls', () => {
  it('answers the same call with the early one, once, and calls the server the next time', async () => {
    const calls = withEarlyCalls([early('/api/v1/weekly-stats'), early('/api/v1/daily-stats')]);
    const seen = serverCalls('/api/v1/daily-stats');
    const api = testClient({ getLanguage: () => 'en' });
    expect(await api.call(api.client.GET('/api/v1/daily-stats'))).toMatchObject({ early: true });
    expect(seen).toHaveLength(0);
    expect(calls.map((call) => call.url)).toEqual([url('/api/v1/weekly-stats')]);
    expect(await api.call(api.client.GET('/api/v1/daily-stats'))).toMatchObject({ early: false });
    expect(seen).toHaveLength(1);
  });

  it('does not take a call made with another token, language or theme', async () => {
    const others = [
      early('/api/v1/daily-stats', { headers: { Authorization: 'Bearer old', theme: 'Light', 'Accept-Language': 'en' } }),
      early('/api/v1/daily-stats', { headers: { Authorization: 'Bearer token-123', theme: 'Light', 'Accept-Language': 'de' } }),
      early('/api/v1/daily-stats', { headers: { Authorization: 'Bearer token-123', theme: 'Dark', 'Accept-Language': 'en' } }),
    ];
    const calls = withEarlyCalls([...others]);
    const seen = serverCalls('/api/v1/daily-stats');
    const api = testClient({ getLanguage: () => 'en' });
    expect(await api.call(api.client.GET('/api/v1/daily-stats'))).toMatchObject({ early: false });
    expect(seen).toHaveLength(1);
    expect(calls).toEqual(others);
  });

  it('does not take a call older than a page start', async () => {
    withEarlyCalls([early('/api/v1/daily-stats', { at: Date.now() - EARLY_CALL_MAX_AGE_MS - 1 })]);
    const seen = serverCalls('/api/v1/daily-stats');
    const api = testClient({ getLanguage: () => 'en' });
    expect(await api.call(api.client.GET('/api/v1/daily-stats'))).toMatchObject({ early: false });
    expect(seen).toHaveLength(1);
  });

  it('takes a POST only with the same body', async () => {
    const body = { page: 'company-details', pageIndex: 1, pageSize: 4 };
    const calls = withEarlyCalls([early('/api/v1/get-documents', { method: 'POST', body: JSON.stringify(body) })]);
    const seen = serverCalls('/api/v1/get-documents', 'post');
    const api = testClient({ getLanguage: () => 'en' });
    const other = { ...body, pageSize: 10 };
    expect(await api.call(api.client.POST('/api/v1/get-documents', { body: other }))).toMatchObject({ early: false });
    expect(seen).toEqual([other]);
    expect(await api.call(api.client.POST('/api/v1/get-documents', { body }))).toMatchObject({ early: true });
    expect(calls).toHaveLength(0);
  });

  it('treats an early call that failed as the call failing (answer 999)', async () => {
    withEarlyCalls([early('/api/v1/daily-stats', { response: Promise.reject(new TypeError('Failed to fetch')) })]);
    const api = testClient({ getLanguage: () => 'en' });
    expect(await api.call(api.client.GET('/api/v1/daily-stats'))).toMatchObject({ resultCode: 999, resultDescription: 'Failed to fetch' });
  });

  it('leaves a list the early-call script made, and marks the start when there is none', () => {
    const calls = withEarlyCalls([early('/api/v1/daily-stats')]);
    appCallsStarted();
    expect(window.__portalEarlyCalls).toBe(calls);
    vi.stubGlobal('window', {});
    appCallsStarted();
    expect(window.__portalEarlyCalls).toEqual([]);
  });
});
