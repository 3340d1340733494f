// Pact: scheduled reports (our addition, #37) through the client's typed API client: the user's
// schedules; scheduling a saved view, refused for a weekly one without its weekday (1001, field
// weekday) and for a view scheduled already (1009); changing (pausing) one's own schedule and
// refused another user's (1004); deleting one's own; the unsubscribe link without a session, and
// refused a token the server did not sign (1013); refused without a session (4001).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, clientFor, createPact, refusedWithoutSession, tokens } from './support/pact';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const WITH_VIEW = 'MD0001 admin is signed in and has a report view named Refunds this month, not scheduled';
const WITH_SCHEDULE = 'MD0001 admin is signed in and has a weekly schedule of Refunds this month';
const FOREIGN = 'MD0001 admin is signed in and MD0001 viewer has a report schedule';
const UNSUBSCRIBABLE = 'MD0001 admin has a weekly schedule of Refunds this month';
const TIMESTAMP = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
const weekly = { frequency: 'WEEKLY' as const, hour: 6, weekday: 1, monthDay: null, fileType: 'CSV' as const };
const SCHEDULE = {
  id: integer(3),
  name: string('Refunds this month'),
  frequency: regex(/^(DAILY|WEEKLY|MONTHLY)$/, 'WEEKLY'),
  hour: integer(6),
  weekday: integer(1),
  monthDay: null,
  fileType: regex(/^(CSV|Excel)$/, 'CSV'),
  status: regex(/^(ACTIVE|PAUSED|UNSUBSCRIBED)$/, 'ACTIVE'),
  email: string('admin@md0001.example.com'),
  nextRunAt: regex(TIMESTAMP, '2026-12-14 06:00:00'),
  lastQueuedAt: null,
  filter: like({ includeSubAgent: true, isRefunded: true }),
};
const stateId = (name: string, example: number) => fromProviderState(`\${${name}}`, example);

describe('report schedules', () => {
  it('lists the user\'s schedules', async () => {
    await createPact()
      .addInteraction()
      .given(WITH_SCHEDULE)
      .uponReceiving('a signed-in user reading the scheduled reports')
      .withRequest('GET', '/api/v1/report-schedules', (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Success'), data: eachLike(SCHEDULE) }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        expect(await call(client.GET('/api/v1/report-schedules'))).toMatchObject({ resultCode: 0, data: [{ id: 3, frequency: 'WEEKLY', status: 'ACTIVE' }] });
      });
  });

  it('schedules a saved view', async () => {
    await createPact()
      .addInteraction()
      .given(WITH_VIEW)
      .uponReceiving('a signed-in user scheduling a saved report view weekly')
      .withRequest('POST', '/api/v1/report-schedules', (b) => b.headers(bearer(tokens.demoAdmin)).jsonBody({ viewId: stateId('viewId', 7), ...weekly }))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Success'), ...SCHEDULE }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        expect(await call(client.POST('/api/v1/report-schedules', { body: { viewId: 7, ...weekly } }))).toMatchObject({ resultCode: 0, name: 'Refunds this month', status: 'ACTIVE' });
      });
  });

  it('is refused a weekly schedule without its weekday (1001, field weekday)', async () => {
    const body = { frequency: 'WEEKLY' as const, hour: 6, fileType: 'CSV' as const };
    await createPact()
      .addInteraction()
      .given(WITH_VIEW)
      .uponReceiving('a signed-in user scheduling a view weekly without a weekday')
      .withRequest('POST', '/api/v1/report-schedules', (b) => b.headers(bearer(tokens.demoAdmin)).jsonBody({ viewId: stateId('viewId', 7), ...body }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1001, resultDescription: like('Day of the week is required.'), field: 'weekday' }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        expect(await call(client.POST('/api/v1/report-schedules', { body: { viewId: 7, ...body } }))).toEqual({ resultCode: 1001, resultDescription: 'Day of the week is required.', field: 'weekday' });
      });
  });

  it('is refused a view scheduled already (1009)', async () => {
    const description = 'This report view is scheduled already. Change its schedule in the list of scheduled reports.';
    await createPact()
      .addInteraction()
      .given(WITH_SCHEDULE)
      .uponReceiving('a signed-in user scheduling a view that is scheduled already')
      .withRequest('POST', '/api/v1/report-schedules', (b) => b.headers(bearer(tokens.demoAdmin)).jsonBody({ viewId: stateId('viewId', 7), ...weekly }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1009, resultDescription: like(description) }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        expect(await call(client.POST('/api/v1/report-schedules', { body: { viewId: 7, ...weekly } }))).toEqual({ resultCode: 1009, resultDescription: description });
      });
  });

  it('pauses the user\'s own schedule', async () => {
    const body = { ...weekly, status: 'PAUSED' as const };
    await createPact()
      .addInteraction()
      .given(WITH_SCHEDULE)
      .uponReceiving('a signed-in user pausing a schedule of their own')
      .withRequest('PUT', fromProviderState('/api/v1/report-schedules/${scheduleId}', '/api/v1/report-schedules/3'), (b) => b.headers(bearer(tokens.demoAdmin)).jsonBody(body))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Success'), ...SCHEDULE, status: 'PAUSED', nextRunAt: null }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        expect(await call(client.PUT('/api/v1/report-schedules/{scheduleId}', { params: { path: { scheduleId: 3 } }, body }))).toMatchObject({ resultCode: 0, status: 'PAUSED', nextRunAt: null });
      });
  });

  it('is refused another user\'s schedule as not found (1004)', async () => {
    const body = { ...weekly, status: 'PAUSED' as const };
    await createPact()
      .addInteraction()
      .given(FOREIGN)
      .uponReceiving('a signed-in user pausing another user\'s schedule')
      .withRequest('PUT', fromProviderState('/api/v1/report-schedules/${scheduleId}', '/api/v1/report-schedules/9'), (b) => b.headers(bearer(tokens.demoAdmin)).jsonBody(body))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1004, resultDescription: like('The scheduled report was not found.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        expect(await call(client.PUT('/api/v1/report-schedules/{scheduleId}', { params: { path: { scheduleId: 9 } }, body }))).toEqual({ resultCode: 1004, resultDescription: 'The scheduled report was not found.' });
      });
  });

  it('deletes the user\'s own schedule', async () => {
    await createPact()
      .addInteraction()
      .given(WITH_SCHEDULE)
      .uponReceiving('a signed-in user deleting a schedule of their own')
      .withRequest('DELETE', fromProviderState('/api/v1/report-schedules/${scheduleId}', '/api/v1/report-schedules/3'), (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Success') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        expect(await call(client.DELETE('/api/v1/report-schedules/{scheduleId}', { params: { path: { scheduleId: 3 } } }))).toEqual({ resultCode: 0, resultDescription: 'Success' });
      });
  });

  it('stops a schedule from the mail\'s link without a session', async () => {
    await createPact()
      .addInteraction()
      .given(UNSUBSCRIBABLE)
      .uponReceiving('the unsubscribe link of a scheduled report\'s mail')
      .withRequest('POST', '/api/v1/report-schedule-unsubscribe', (b) => b.jsonBody({ token: fromProviderState('${token}', '3.q9b1V2yq8m3zQ0rV4kG7lA') }))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: like('The scheduled report will no longer be sent.') }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url);
        expect(await call(client.POST('/api/v1/report-schedule-unsubscribe', { body: { token: '3.q9b1V2yq8m3zQ0rV4kG7lA' } }))).toEqual({ resultCode: 0, resultDescription: 'The scheduled report will no longer be sent.' });
      });
  });

  it('is refused a token the server did not sign (1013)', async () => {
    const description = 'This unsubscribe link is not valid. Sign in to the Merchant Portal to stop the scheduled report.';
    await createPact()
      .addInteraction()
      .given(UNSUBSCRIBABLE)
      .uponReceiving('an unsubscribe link whose token the server did not sign')
      .withRequest('POST', '/api/v1/report-schedule-unsubscribe', (b) => b.jsonBody({ token: '3.AAAAAAAAAAAAAAAAAAAAAA' }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1013, resultDescription: like(description) }))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url);
        expect(await call(client.POST('/api/v1/report-schedule-unsubscribe', { body: { token: '3.AAAAAAAAAAAAAAAAAAAAAA' } }))).toEqual({ resultCode: 1013, resultDescription: description });
      });
  });

  it('is refused the schedules without a session', async () => {
    await refusedWithoutSession('/api/v1/report-schedules').executeTest(async (mock) => {
      const { client, call } = clientFor(mock.url);
      expect(await call(client.GET('/api/v1/report-schedules'))).toMatchObject({ resultCode: 4001 });
    });
  });
});
