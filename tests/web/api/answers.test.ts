// What a call resolves to: the answer's body for 200/400/403/500, and 999 for everything else.
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bearerTokenFrom, isSuccess, NETWORK_ERROR_CODE } from '../../../src/shared/api';
import { server, testClient, url, useMswServer } from './msw-server';

useMswServer();

describe('answers', () => {
  it('gives the typed body of a 200 answer', async () => {
    server.use(
      http.get(url('/api/v1/daily-stats'), () =>
        HttpResponse.json({
          resultCode: 0,
          resultDescription: 'Success',
          data: [{ currencyCode: 'AUD', total: 1520.5 }],
        }),
      ),
    );
    const api = testClient();
    const answer = await api.call(api.client.GET('/api/v1/daily-stats'));
    if (!isSuccess(answer) || !('data' in answer))
      throw new Error(`expected the stats, got ${answer.resultCode}`);
    expect(answer.data[0]?.total).toBe(1520.5);
  });

  it.each([400, 403, 500])('passes the body of a %i answer through', async (status) => {
    const body = {
      resultCode: status === 403 ? 1003 : 1001,
      resultDescription: 'email: must be a valid email address',
    };
    server.use(http.post(url('/api/v1/verify-email'), () => HttpResponse.json(body, { status })));
    const api = testClient();
    const answer = await api.call(
      api.client.POST('/api/v1/verify-email', { body: { email: 'x@example.com' } }),
    );
    expect(answer).toEqual(body);
  });

  it('turns a network failure into 999 with the error text, without throwing', async () => {
    server.use(http.get(url('/api/status'), () => HttpResponse.error()));
    const api = testClient();
    const answer = await api.call(api.client.GET('/api/status'));
    expect(answer.resultCode).toBe(NETWORK_ERROR_CODE);
    expect(answer.resultDescription).toMatch(/\S/);
  });

  it('turns a 502 into 999 naming the status', async () => {
    server.use(
      http.get(url('/api/status'), () => new HttpResponse('Bad Gateway', { status: 502 })),
    );
    const api = testClient();
    const answer = await api.call(api.client.GET('/api/status'));
    expect(answer).toEqual({
      resultCode: 999,
      resultDescription: 'Request failed with status code 502',
    });
  });

  it('turns a 404 with a JSON body into 999 as well', async () => {
    server.use(
      http.get(url('/api/status'), () =>
        HttpResponse.json({ resultCode: 1004, resultDescription: 'x' }, { status: 404 }),
      ),
    );
    const api = testClient();
    expect((await api.call(api.client.GET('/api/status'))).resultCode).toBe(999);
  });

  it('turns a 500 that is not JSON (a proxy page) into 999', async () => {
    server.use(
      http.get(url('/api/status'), () => HttpResponse.html('<h1>oops</h1>', { status: 500 })),
    );
    const api = testClient();
    expect((await api.call(api.client.GET('/api/status'))).resultCode).toBe(999);
  });

  it('gives up after the time-out with 999', async () => {
    server.use(
      http.get(url('/api/status'), async () => {
        await delay('infinite');
        return HttpResponse.json({ resultCode: 0, resultDescription: 'late' });
      }),
    );
    const api = testClient({ timeoutMs: 50 });
    const started = Date.now();
    const answer = await api.call(api.client.GET('/api/status'));
    expect(answer).toEqual({ resultCode: 999, resultDescription: 'timeout of 50ms exceeded' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('hands login the bearer token of the Authorization answer header', async () => {
    server.use(
      http.post(url('/api/auth/login'), () =>
        HttpResponse.json(
          { resultCode: 0, resultDescription: 'Success', redirectDomain: 'portal.test' },
          { headers: { Authorization: 'Bearer abc.def' } },
        ),
      ),
    );
    const api = testClient({ getToken: () => null });
    const { answer, response } = await api.callWithResponse(
      api.client.POST('/api/auth/login', {
        body: { merchantId: 'MD0001', username: 'admin', password: 'Portal#2026' },
      }),
    );
    expect(answer.resultCode).toBe(0);
    expect(bearerTokenFrom(response)).toBe('abc.def');
  });
});
