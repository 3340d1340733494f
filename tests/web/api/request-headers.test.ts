// The headers a call carries: the bearer token (not on the public branding call) and the theme.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readThemeMode, themeModeCookieValue } from '../../../src/shared/theme/mode';
import { server, testClient, url, useMswServer } from './msw-server';

useMswServer();

function captureHeaders(path: string, method: 'get' | 'post' = 'get') {
  const seen: Headers[] = [];
  server.use(
    http[method](url(path), ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({
        resultCode: 0,
        resultDescription: 'Success',
        status: 'ALIVE',
        versionNumber: '1.0.7',
      });
    }),
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('request headers', () => {
  it('sends the bearer token of the session', async () => {
    const seen = captureHeaders('/api/v1/daily-stats');
    await testClient().call(testClient().client.GET('/api/v1/daily-stats'));
    expect(seen[0]?.get('authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header when signed out', async () => {
    const seen = captureHeaders('/api/status');
    const api = testClient({ getToken: () => null });
    await api.call(api.client.GET('/api/status'));
    expect(seen[0]?.has('authorization')).toBe(false);
  });

  it('reads the token at each call (a token set after sign-in is used)', async () => {
    const seen = captureHeaders('/api/v1/daily-stats');
    let token: string | null = null;
    const api = testClient({ getToken: () => token });
    await api.call(api.client.GET('/api/v1/daily-stats'));
    token = 'fresh';
    await api.call(api.client.GET('/api/v1/daily-stats'));
    expect(seen.map((h) => h.get('authorization'))).toEqual([null, 'Bearer fresh']);
  });

  it('never sends the bearer token to GET /api/custom-template-details', async () => {
    const seen = captureHeaders('/api/custom-template-details');
    const api = testClient();
    await api.call(api.client.GET('/api/custom-template-details'));
    expect(seen[0]?.has('authorization')).toBe(false);
    expect(seen[0]?.get('theme')).toBe('Light');
  });

  it('sends the theme header from the theme_mode cookie: Dark stays Dark', async () => {
    vi.stubGlobal('document', { cookie: 'aside=1; theme_mode=Dark' });
    const seen = captureHeaders('/api/version');
    const api = testClient();
    await api.call(api.client.GET('/api/version'));
    expect(seen[0]?.get('theme')).toBe('Dark');
  });

  it('without a stored choice sends the mode the device prefers; a stored choice wins', async () => {
    const prefersDark = { matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }) };
    vi.stubGlobal('window', prefersDark);
    vi.stubGlobal('document', { cookie: 'aside=1' });
    const seen = captureHeaders('/api/version');
    const api = testClient();
    await api.call(api.client.GET('/api/version'));
    vi.stubGlobal('document', { cookie: 'theme_mode=Light' });
    await api.call(api.client.GET('/api/version'));
    expect(seen.map((h) => h.get('theme'))).toEqual(['Dark', 'Light']);
  });

  it('sends Light for any other cookie value, and without a document', async () => {
    vi.stubGlobal('document', { cookie: 'theme_mode=dark' });
    const seen = captureHeaders('/api/version');
    const api = testClient();
    await api.call(api.client.GET('/api/version'));
    vi.unstubAllGlobals();
    await api.call(api.client.GET('/api/version'));
    expect(seen.map((h) => h.get('theme'))).toEqual(['Light', 'Light']);
  });

  it('uses getThemeMode when given', async () => {
    const seen = captureHeaders('/api/version');
    const api = testClient({ getThemeMode: () => 'Dark' });
    await api.call(api.client.GET('/api/version'));
    expect(seen[0]?.get('theme')).toBe('Dark');
  });

  it('sends the theme header from the cookie the shell writes (the one theme-mode module)', () => {
    const header = (cookie: string) => themeModeCookieValue(readThemeMode(cookie));
    expect(header('theme_mode=Dark')).toBe('Dark');
    expect(header('x=1;theme_mode=Light')).toBe('Light');
    expect(header('theme_mode=Blue')).toBe('Light');
    expect(header('')).toBe('Light');
  });
});
