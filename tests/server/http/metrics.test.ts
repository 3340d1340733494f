// Prometheus metrics (#36): requests by operation, status and resultCode with durations, sign-in
// failures, live connections, the job queue's jobs by state (and the pool on PostgreSQL), in
// prom-client's text format; the listener is off unless METRICS_PORT is set, on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKind, testDatabaseSkipReason } from '../support/test-database';

describe.skipIf(testDatabaseSkipReason)('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('counts requests by operation and resultCode, sign-in failures, and reads the queue and the live channel', async () => {
    await t.app.inject({ method: 'GET', url: '/api/status' });
    await t.app.inject({ method: 'GET', url: '/api/status' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': '198.51.100.7' },
      payload: { merchantId: 'MD0001', username: 'nobody-for-metrics', password: 'not the password' },
    });
    const text = await t.app.metrics.metrics();
    expect(text).toContain('portal_http_requests_total{operation="getStatus",status="200",result_code="0"} 2');
    expect(text).toMatch(/portal_http_request_duration_seconds_count\{operation="getStatus"\} 2/);
    expect(text).toMatch(/portal_http_requests_total\{operation="login",status="\d+",result_code="4030"\} 1/);
    expect(text).toContain('portal_sign_in_failures_total 1');
    expect(text).toContain('portal_sign_in_locks_total 0');
    expect(text).toContain('portal_live_connections 0');
    expect(text).toContain('# TYPE portal_jobs gauge');
    expect(text).toContain('process_cpu_seconds_total');
    if (testDatabaseKind === 'postgres') expect(text).toMatch(/portal_db_pool_connections\{state="total"\} \d+/);
  });

  it('has no listener unless METRICS_PORT is set, and binds 127.0.0.1 by default', () => {
    expect(loadConfig({}).metrics).toEqual({ port: null, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });
});
