// Pact: reports by email through the client's typed API client (src/shared/api): a signed-in user
// asks for last week's report by email and is answered its exportId; refused for a wrong email
// (1001, the spec's words, field email), with 3 reports waiting (1429), for a range beyond the months a report by email covers
// (1001, field start) and without a session (4001); the user's latest reports by email with
// their progress; the kept file of a report too large to mail downloaded by the user who asked for
// it, and refused (1004) to another user.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, clientFor, createPact, refusedWithoutSession, tokens } from './support/pact';
import { KEPT_REPORT_ZIP } from './support/report-file';

const { boolean, eachLike, fromProviderState, integer, like, nullValue, regex, string } = MatchersV3;

const SIGNED_IN = 'MD0001 admin is signed in, with the dates of today\'s report ranges';
const SENT_BEFORE = 'MD0001 admin is signed in and has sent a report by email';
const THREE_WAITING = 'MD0001 viewer is signed in and has 3 reports by email waiting, with the dates of today\'s report ranges';
const TIMESTAMP = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
/** Dates the provider state fills in (within today's ranges); examples for the consumer. */
const RANGE = { start: '2026-11-14 00:00:00', end: '2026-11-21 23:59:59' };

const send = (mockUrl: string, token: string | undefined, body: { email: string; start: string; end: string }) => {
  const { client, call } = clientFor(mockUrl, token);
  return call(client.POST('/api/v1/send-report-to-email', { body: { ...body, fileType: 'CSV', includeSubAgent: true } }));
};

describe('sending a report by email', () => {
  it('stores the request and answers its exportId', async () => {
    await createPact()
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a signed-in user sending last week\'s report by email as CSV')
      .withRequest('POST', '/api/v1/send-report-to-email', (b) =>
        b.headers(bearer(tokens.demoAdmin)).jsonBody({
          email: 'admin@md0001.example.com',
          fileType: 'CSV',
          includeSubAgent: true,
          start: fromProviderState('${weekAgo}', RANGE.start),
          end: fromProviderState('${today}', RANGE.end),
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Success'), exportId: integer(42) }))
      .executeTest(async (mock) => {
        expect(await send(mock.url, tokens.demoAdmin, { email: 'admin@md0001.example.com', ...RANGE })).toEqual({ resultCode: 0, resultDescription: 'Success', exportId: 42 });
      });
  });

  it('is refused while the user has 3 reports waiting (1429)', async () => {
    const waitingText = 'You already have 3 reports waiting to be sent by email. Please wait until one of them has been sent.';
    await createPact()
      .addInteraction()
      .given(THREE_WAITING)
      .uponReceiving('a signed-in user with 3 reports by email waiting sending another')
      .withRequest('POST', '/api/v1/send-report-to-email', (b) =>
        b.headers(bearer(tokens.demoViewer)).jsonBody({
          email: 'viewer@md0001.example.com',
          fileType: 'CSV',
          includeSubAgent: true,
          start: fromProviderState('${weekAgo}', RANGE.start),
          end: fromProviderState('${today}', RANGE.end),
        }),
      )
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1429, resultDescription: like(waitingText) }))
      .executeTest(async (mock) => {
        expect(await send(mock.url, tokens.demoViewer, { email: 'viewer@md0001.example.com', ...RANGE })).toEqual({ resultCode: 1429, resultDescription: waitingText });
      });
  });

  it('is refused a wrong email with the spec\'s words (1001, field email)', async () => {
    await createPact()
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a signed-in user sending a report by email to a wrong address')
      .withRequest('POST', '/api/v1/send-report-to-email', (b) =>
        b.headers(bearer(tokens.demoAdmin)).jsonBody({ email: 'not-an-address', fileType: 'CSV', includeSubAgent: true, ...RANGE }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1001, resultDescription: like('Wrong email format'), field: 'email' }))
      .executeTest(async (mock) => {
        expect(await send(mock.url, tokens.demoAdmin, { email: 'not-an-address', ...RANGE })).toEqual({ resultCode: 1001, resultDescription: 'Wrong email format', field: 'email' });
      });
  });

  it('is refused a range beyond the months a report by email covers (1001, field start)', async () => {
    const long = { start: '2026-06-01 00:00:00', end: '2026-11-21 23:59:59' };
    const description = 'Start date must be at most 3 months before the end date: a report by email covers at most 3 months.';
    await createPact()
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a signed-in user sending five months of report by email')
      .withRequest('POST', '/api/v1/send-report-to-email', (b) =>
        b.headers(bearer(tokens.demoAdmin)).jsonBody({
          email: 'admin@md0001.example.com',
          fileType: 'CSV',
          includeSubAgent: true,
          start: fromProviderState('${fiveMonthsAgo}', long.start),
          end: fromProviderState('${today}', long.end),
        }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1001, resultDescription: like(description), field: 'start', months: integer(3) }))
      .executeTest(async (mock) => {
        expect(await send(mock.url, tokens.demoAdmin, { email: 'admin@md0001.example.com', ...long })).toEqual({ resultCode: 1001, resultDescription: description, field: 'start', months: 3 });
      });
  });

  it('is refused without a session (4001)', async () => {
    await createPact()
      .addInteraction()
      .given('the portal is running')
      .uponReceiving('a report by email asked without a bearer token')
      .withRequest('POST', '/api/v1/send-report-to-email', (b) => b.jsonBody({ email: 'admin@md0001.example.com', fileType: 'CSV', includeSubAgent: true, ...RANGE }))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 4001, resultDescription: like('Your session has expired, please login again.') }))
      .executeTest(async (mock) => {
        expect(await send(mock.url, undefined, { email: 'admin@md0001.example.com', ...RANGE })).toMatchObject({ resultCode: 4001 });
      });
  });
});

describe('the reports by email', () => {
  const read = (mockUrl: string, token?: string) => {
    const { client, call } = clientFor(mockUrl, token);
    return call(client.GET('/api/v1/report-email-exports'));
  };

  it('lists the user\'s latest reports by email with their progress', async () => {
    await createPact()
      .addInteraction()
      .given(SENT_BEFORE)
      .uponReceiving('a signed-in user reading the latest reports by email')
      .withRequest('GET', '/api/v1/report-email-exports', (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          data: eachLike({
            id: integer(42),
            email: string('admin@md0001.example.com'),
            fileType: regex('^(Excel|CSV)$', 'CSV'),
            status: regex('^(QUEUED|BUILDING|SENT|FAILED)$', 'QUEUED'),
            rowsDone: integer(0),
            rowsTotal: nullValue(),
            createdAt: regex(TIMESTAMP, '2026-11-21 09:30:12'),
            failure: nullValue(),
            download: boolean(false),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await read(mock.url, tokens.demoAdmin);
        expect(answer).toMatchObject({ resultCode: 0, data: [{ id: 42, fileType: 'CSV', status: 'QUEUED', rowsDone: 0, rowsTotal: null, failure: null, download: false }] });
      });
  });

  it('is refused the reports by email without a session', async () => {
    await refusedWithoutSession('/api/v1/report-email-exports').executeTest(async (mock) => {
      expect(await read(mock.url)).toMatchObject({ resultCode: 4001 });
    });
  });
});

describe('the kept file of a report by email too large to mail', () => {
  const KEPT = 'MD0001 admin is signed in and has a report by email kept for download';
  const OTHERS = 'MD0001 admin is signed in and MD0001 viewer has a report by email kept for download';
  const download = (mockUrl: string, exportId: number) => {
    const api = clientFor(mockUrl, tokens.demoAdmin);
    return api.download(api.client.GET('/api/v1/report-email-exports/{exportId}/file', { params: { path: { exportId } }, parseAs: 'blob' }));
  };

  it('is downloaded by the user who asked for it', async () => {
    await createPact()
      .addInteraction()
      .given(KEPT)
      .uponReceiving('a signed-in user downloading the kept file of a report by email')
      .withRequest('GET', fromProviderState('/api/v1/report-email-exports/${exportId}/file', '/api/v1/report-email-exports/42/file'), (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) =>
        b
          .headers({
            'content-disposition': regex(
              "^attachment; filename=\"Transaction_Report_\\d+_\\d{14}\\.zip\"; filename\\*=UTF-8''Transaction_Report_\\d+_\\d{14}\\.zip$",
              "attachment; filename=\"Transaction_Report_42_20261121093012.zip\"; filename*=UTF-8''Transaction_Report_42_20261121093012.zip",
            ),
          })
          .body('application/zip', KEPT_REPORT_ZIP),
      )
      .executeTest(async (mock) => {
        const outcome = await download(mock.url, 42);
        expect(outcome.ok).toBe(true);
        if (outcome.ok) expect(Buffer.from(await outcome.blob.arrayBuffer()).equals(KEPT_REPORT_ZIP)).toBe(true);
      });
  });

  it('is refused to another user, as for an unknown id (1004)', async () => {
    await createPact()
      .addInteraction()
      .given(OTHERS)
      .uponReceiving('a signed-in user downloading the kept file of another user\'s report by email')
      .withRequest('GET', fromProviderState('/api/v1/report-email-exports/${exportId}/file', '/api/v1/report-email-exports/43/file'), (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(400, (b) =>
        b.jsonBody({ resultCode: 1004, resultDescription: like('The report file was not found. Files of reports by email are kept for 7 days.') }),
      )
      .executeTest(async (mock) => {
        const outcome = await download(mock.url, 43);
        expect(outcome.ok).toBe(false);
        if (!outcome.ok) expect(outcome.result.resultCode).toBe(1004);
      });
  });
});
