// The headers every answer carries (helmet, server/http/security-headers.ts): HSTS everywhere,
// `Cache-Control: no-store` on every /api answer (success, refusal, unknown path), and a CSP
// whose connect-src is the page's own origin and whose img-src is what brand logos need.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';
import { testClientDir } from '../support/client-dir';

function directives(csp: unknown): Map<string, string> {
  return new Map(String(csp).split(';').map((part) => part.trim()).filter(Boolean).map((part) => {
    const [name = '', ...sources] = part.split(/\s+/);
    return [name, sources.join(' ')];
  }));
}

describe.skipIf(testDatabaseSkipReason)('security headers', () => {
  let t: TestApp;
  const client = testClientDir();
  beforeAll(async () => {
    t = await createTestApp({ config: { clientDir: client.dir } });
  });
  afterAll(async () => {
    await t?.close();
    client.remove();
  });

  it('sends Strict-Transport-Security on every answer and Cache-Control: no-store on every /api answer', async () => {
    const apiAnswers = [
      { method: 'GET', url: '/api/status' },
      { method: 'GET', url: '/api/nothing' },
      { method: 'GET', url: '/api/v1/profile' },
      { method: 'POST', url: '/api/auth/login', payload: { merchantId: 'NOSUCH', username: 'nobody', password: 'Wrong#2026' } },
    ] as const;
    for (const request of apiAnswers) {
      const { headers, statusCode } = await t.app.inject({ ...request, remoteAddress: '10.250.0.1' });
      expect(headers['strict-transport-security'], `${request.url} ${statusCode}`).toBe('max-age=63072000; includeSubDomains');
      expect(headers['cache-control'], `${request.url} ${statusCode}`).toBe('no-store');
    }
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("narrows connect-src to 'self' and img-src to self, data: and https:", async () => {
    for (const url of ['/api/status', '/']) {
      const csp = directives((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp.get('connect-src'), url).toBe("'self'");
      expect(csp.get('img-src'), url).toBe("'self' data: https:");
      expect(csp.get('default-src'), url).toBe("'self'");
    }
  });
});
