// Pact: saved report views (our addition) through the client's typed API client (src/shared/api):
// the user's views by name; saving one (the saved view answered); refused a 51st view (1009) and
// a blank name (1001, field name); deleting one's own view, and refused another user's or an
// unknown id (1004); refused without a session (4001).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, clientFor, createPact, refusedWithoutSession, tokens } from './support/pact';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const WITH_VIEW = 'MD0001 admin is signed in and has a report view named Refunds this month';
const FULL = 'MD0001 admin is signed in and has 50 report views';
const FOREIGN = 'MD0001 admin is signed in and MD0001 viewer has a report view';
const TIMESTAMP = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
const filter = { period: 'thisMonth' as const, includeSubAgent: true, isRefunded: true };

const saveView = (mockUrl: string, token: string, name: string) => {
  const { client, call } = clientFor(mockUrl, token);
  return call(client.POST('/api/v1/report-views', { body: { name, filter, hiddenColumns: ['TRANSACTION.COLUMN.EXTERNAL_REF'] } }));
};
const deleteView = (mockUrl: string, token: string, viewId: number) => {
  const { client, call } = clientFor(mockUrl, token);
  return call(client.DELETE('/api/v1/report-views/{viewId}', { params: { path: { viewId } } }));
};

describe('report views', () => {
  it('lists the user\'s views by name', async () => {
    await createPact()
      .addInteraction()
      .given(WITH_VIEW)
      .uponReceiving('a signed-in user reading the saved report views')
      .withRequest('GET', '/api/v1/report-views', (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          data: eachLike({ id: integer(7), name: string('Refunds this month'), filter: like(filter), hiddenColumns: eachLike('TRANSACTION.COLUMN.EXTERNAL_REF'), updatedAt: regex(TIMESTAMP, '2026-11-21 09:30:12') }),
        }),
      )
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, tokens.demoAdmin);
        expect(await call(client.GET('/api/v1/report-views'))).toMatchObject({ resultCode: 0, data: [{ id: 7, name: 'Refunds this month', filter }] });
      });
  });

  it('saves a view and answers it', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and MD0001 admin is signed in')
      .uponReceiving('a signed-in user saving a report view')
      .withRequest('POST', '/api/v1/report-views', (b) =>
        b.headers(bearer(tokens.demoAdmin)).jsonBody({ name: 'Refunds this month', filter, hiddenColumns: ['TRANSACTION.COLUMN.EXTERNAL_REF'] }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          id: integer(7),
          name: 'Refunds this month',
          filter,
          hiddenColumns: ['TRANSACTION.COLUMN.EXTERNAL_REF'],
          updatedAt: regex(TIMESTAMP, '2026-11-21 09:30:12'),
        }),
      )
      .executeTest(async (mock) => {
        expect(await saveView(mock.url, tokens.demoAdmin, 'Refunds this month')).toMatchObject({ resultCode: 0, id: 7, name: 'Refunds this month', filter });
      });
  });

  it('is refused a 51st view (1009)', async () => {
    const description = 'You can keep at most 50 report views. Delete one before saving another.';
    await createPact()
      .addInteraction()
      .given(FULL)
      .uponReceiving('a user with 50 report views saving another')
      .withRequest('POST', '/api/v1/report-views', (b) =>
        b.headers(bearer(tokens.demoAdmin)).jsonBody({ name: 'One more', filter, hiddenColumns: ['TRANSACTION.COLUMN.EXTERNAL_REF'] }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1009, resultDescription: like(description) }))
      .executeTest(async (mock) => {
        expect(await saveView(mock.url, tokens.demoAdmin, 'One more')).toEqual({ resultCode: 1009, resultDescription: description });
      });
  });

  it('is refused a blank name (1001, field name)', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and MD0001 admin is signed in')
      .uponReceiving('a signed-in user saving a report view with a blank name')
      .withRequest('POST', '/api/v1/report-views', (b) =>
        b.headers(bearer(tokens.demoAdmin)).jsonBody({ name: '   ', filter, hiddenColumns: ['TRANSACTION.COLUMN.EXTERNAL_REF'] }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1001, resultDescription: like('Name must not be empty.'), field: 'name' }))
      .executeTest(async (mock) => {
        expect(await saveView(mock.url, tokens.demoAdmin, '   ')).toEqual({ resultCode: 1001, resultDescription: 'Name must not be empty.', field: 'name' });
      });
  });

  it('deletes the user\'s own view', async () => {
    await createPact()
      .addInteraction()
      .given(WITH_VIEW)
      .uponReceiving('a signed-in user deleting a report view of their own')
      .withRequest('DELETE', fromProviderState('/api/v1/report-views/${viewId}', '/api/v1/report-views/7'), (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Success') }))
      .executeTest(async (mock) => {
        expect(await deleteView(mock.url, tokens.demoAdmin, 7)).toEqual({ resultCode: 0, resultDescription: 'Success' });
      });
  });

  it('is refused another user\'s view as not found (1004)', async () => {
    await createPact()
      .addInteraction()
      .given(FOREIGN)
      .uponReceiving('a signed-in user deleting another user\'s report view')
      .withRequest('DELETE', fromProviderState('/api/v1/report-views/${viewId}', '/api/v1/report-views/8'), (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1004, resultDescription: like('The report view was not found.') }))
      .executeTest(async (mock) => {
        expect(await deleteView(mock.url, tokens.demoAdmin, 8)).toEqual({ resultCode: 1004, resultDescription: 'The report view was not found.' });
      });
  });

  it('is refused the views without a session', async () => {
    await refusedWithoutSession('/api/v1/report-views').executeTest(async (mock) => {
      const { client, call } = clientFor(mock.url);
      expect(await call(client.GET('/api/v1/report-views'))).toMatchObject({ resultCode: 4001 });
    });
  });
});
