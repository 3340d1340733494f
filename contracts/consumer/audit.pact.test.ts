// Pact: the audit trail (#37) through the client's typed API client (src/shared/api): a day's
// events of the user's branch, newest first, with both identities of an impersonated refund; the
// CSV export of that day's refunds; refused without SCP.PORTAL.AUDIT_R (1003), for an agent
// outside the user's structure (1005), for a cursor that cannot be read (1001), and without a
// session (4001).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, clientFor, createPact, refusedWithoutSession, tokens } from './support/pact';

const { eachLike, integer, like, regex, string } = MatchersV3;

const AUDITED = 'MD0001 admin is signed in and PROVIDER support refunded a sale as MD0001 admin on 2025-03-04';
const VIEWER = 'the demo company exists and MD0001 viewer is signed in';
const DAY = { start: '2025-03-04 00:00:00', end: '2025-03-04 23:59:59' };
const CSV = [
  "Time (UTC),Agent,Agent name,User,User's agent,Impersonated by,Impersonator's agent,Event,Action,On,Reference,Result,Result code,IP address",
  '2025-03-04 10:00:00,MD0001,Southern Cross Distribution,admin,MD0001,support,PROVIDER,Refunds,transaction.refund,transaction,100000042,Success,0,203.0.113.7',
  '',
].join('\r\n');

describe('audit trail', () => {
  it('lists a day of the branch\'s events, newest first, both identities of an impersonated refund', async () => {
    await createPact()
      .addInteraction()
      .given(AUDITED)
      .uponReceiving('an administrator listing a day of the audit trail')
      .withRequest('GET', '/api/v1/audit-events', (b) => b.headers(bearer(tokens.demoAdmin)).query({ ...DAY, pageSize: '50' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          data: [
            {
              id: integer(2),
              at: '2025-03-04 10:00:00',
              category: 'refunds',
              action: 'transaction.refund',
              agentCode: 'MD0001',
              agentName: string('Southern Cross Distribution'),
              userLogin: 'admin',
              userName: string('Alex Admin'),
              userAgentCode: 'MD0001',
              impersonatorLogin: 'support',
              impersonatorAgentCode: 'PROVIDER',
              entity: 'transaction',
              entityId: '100000042',
              result: 'SUCCESS',
              resultCode: 0,
              ip: '203.0.113.7',
            },
            {
              id: integer(1),
              at: '2025-03-04 09:00:00',
              category: 'signIn',
              action: 'login',
              agentCode: 'R00001',
              agentName: string('Circular Quay News'),
              userLogin: 'cashier',
              userName: string('Casey Cashier'),
              userAgentCode: 'R00001',
              impersonatorLogin: null,
              impersonatorAgentCode: null,
              entity: 'user',
              entityId: regex(/^\d+$/, '5'),
              result: 'REFUSED',
              resultCode: 988,
              ip: '198.51.100.4',
            },
          ],
          nextCursor: null,
        }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.GET('/api/v1/audit-events', { params: { query: { ...DAY, pageSize: 50 } } }));
        expect(answer).toMatchObject({ resultCode: 0, nextCursor: null, data: [{ impersonatorLogin: 'support', userLogin: 'admin' }, { result: 'REFUSED' }] });
      });
  });

  it('pages with the cursor of the previous answer', async () => {
    await createPact()
      .addInteraction()
      .given(AUDITED)
      .uponReceiving('an administrator reading the next page of the audit trail')
      .withRequest('GET', '/api/v1/audit-events', (b) => b.headers(bearer(tokens.demoAdmin)).query({ ...DAY, pageSize: '1' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          data: eachLike({ id: integer(2), at: '2025-03-04 10:00:00', action: 'transaction.refund', impersonatorLogin: 'support' }),
          nextCursor: string('WyIyMDI1LTAzLTA0VDEwOjAwOjAwLjAwMDAwMCIsMl0'),
        }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        const answer = await call(client.GET('/api/v1/audit-events', { params: { query: { ...DAY, pageSize: 1 } } }));
        expect(answer).toMatchObject({ resultCode: 0, nextCursor: expect.any(String) });
      });
  });

  it('is refused without SCP.PORTAL.AUDIT_R (1003)', async () => {
    await createPact()
      .addInteraction()
      .given(VIEWER)
      .uponReceiving('a user without the audit permission listing the audit trail')
      .withRequest('GET', '/api/v1/audit-events', (b) => b.headers(bearer(tokens.demoViewer)))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1003, resultDescription: like('You do not have SCP.PORTAL.AUDIT_R permission.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoViewer);
        expect(await call(client.GET('/api/v1/audit-events'))).toMatchObject({ resultCode: 1003 });
      });
  });

  it('is refused an agent outside the user\'s company structure (1005)', async () => {
    await createPact()
      .addInteraction()
      .given(AUDITED)
      .uponReceiving('an administrator listing the audit trail of an agent above its own')
      .withRequest('GET', '/api/v1/audit-events', (b) => b.headers(bearer(tokens.demoAdmin)).query({ agentCode: 'PROVIDER' }))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1005, resultDescription: like('This agent is outside your company structure.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        expect(await call(client.GET('/api/v1/audit-events', { params: { query: { agentCode: 'PROVIDER' } } }))).toMatchObject({ resultCode: 1005 });
      });
  });

  it('is refused a cursor that cannot be read (1001)', async () => {
    await createPact()
      .addInteraction()
      .given(AUDITED)
      .uponReceiving('an administrator paging the audit trail with a made-up cursor')
      .withRequest('GET', '/api/v1/audit-events', (b) => b.headers(bearer(tokens.demoAdmin)).query({ cursor: 'not-a-cursor' }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1001, resultDescription: like('Page position is not in a valid format.'), field: 'cursor' }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        expect(await call(client.GET('/api/v1/audit-events', { params: { query: { cursor: 'not-a-cursor' } } }))).toMatchObject({ resultCode: 1001, field: 'cursor' });
      });
  });

  it('is refused the list without a session', async () => {
    await refusedWithoutSession('/api/v1/audit-events').executeTest(async (mock) => {
      const { client, call } = clientFor(mock.url);
      expect(await call(client.GET('/api/v1/audit-events'))).toMatchObject({ resultCode: 4001 });
    });
  });

  it('exports a day\'s refunds as CSV', async () => {
    await createPact()
      .addInteraction()
      .given(AUDITED)
      .uponReceiving('an administrator exporting a day of refunds from the audit trail')
      .withRequest('GET', '/api/v1/audit-events/export', (b) => b.headers(bearer(tokens.demoAdmin)).query({ ...DAY, category: 'refunds' }))
      // Pact checks a body given as bytes against what its content looks like (text/plain), so
      // the body is declared as text and the header says CSV.
      .willRespondWith(200, (b) =>
        b.body('text/plain', Buffer.from(CSV)).headers({ 'Content-Type': regex(/^text\/csv(;.*)?$/, 'text/csv; charset=utf-8') }),
      )
      .executeTest(async (mock) => {
        const api = clientFor(mock.url, tokens.demoAdmin);
        const outcome = await api.download(api.client.GET('/api/v1/audit-events/export', { params: { query: { ...DAY, category: 'refunds' } }, parseAs: 'blob' }));
        expect(outcome.ok).toBe(true);
        if (outcome.ok) expect(await outcome.blob.text()).toContain('admin,MD0001,support,PROVIDER,Refunds');
      });
  });

  it('is refused the export without SCP.PORTAL.AUDIT_R (1003)', async () => {
    await createPact()
      .addInteraction()
      .given(VIEWER)
      .uponReceiving('a user without the audit permission exporting the audit trail')
      .withRequest('GET', '/api/v1/audit-events/export', (b) => b.headers(bearer(tokens.demoViewer)))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1003, resultDescription: like('You do not have SCP.PORTAL.AUDIT_R permission.') }))
      .executeTest(async (mock) => {
        const api = clientFor(mock.url, tokens.demoViewer);
        const outcome = await api.download(api.client.GET('/api/v1/audit-events/export', { parseAs: 'blob' }));
        expect(outcome.ok).toBe(false);
        if (!outcome.ok) expect(outcome.result.resultCode).toBe(1003);
      });
  });

  it('is refused the export of an agent outside the user\'s company structure (1005)', async () => {
    await createPact()
      .addInteraction()
      .given(AUDITED)
      .uponReceiving('an administrator exporting the audit trail of an agent above its own')
      .withRequest('GET', '/api/v1/audit-events/export', (b) => b.headers(bearer(tokens.demoAdmin)).query({ agentCode: 'PROVIDER' }))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1005, resultDescription: like('This agent is outside your company structure.') }))
      .executeTest(async (mock) => {
        const api = clientFor(mock.url, tokens.demoAdmin);
        const outcome = await api.download(api.client.GET('/api/v1/audit-events/export', { params: { query: { agentCode: 'PROVIDER' } }, parseAs: 'blob' }));
        expect(outcome.ok).toBe(false);
        if (!outcome.ok) expect(outcome.result.resultCode).toBe(1005);
      });
  });
});
