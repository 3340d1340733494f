// Empty strings of optional fields (#33 item 10b): a filter or form sent whole, with '' for every
// field left unset (as form-based clients send it), reads as if those fields were absent when
// their own rule refuses '' (pattern, format, enum), in a JSON body and in a query; a required
// field's '' is still refused, and a field whose rule accepts '' keeps it. The report and
// dashboard filters of the live channel: tests/server/reports/report.test.ts,
// tests/server/dashboard/dashboard.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { AnyHandler, HandlerMap } from '../../../server/http/handler';
import { emptyOptionalStringsRemover } from '../../../server/http/empty-optional-strings';
import { ALL_ACLS } from '../../../server/domain/acls';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';
import { createSignedInUser, type SignedInUser } from '../support/test-users';
import { refusalOf } from '../support/requests';

describe('emptyOptionalStringsRemover', () => {
  const schema = {
    type: 'object',
    required: ['code', 'name'],
    properties: {
      code: { type: 'string', pattern: '^[A-Z]+$' },
      name: { type: 'string', maxLength: 10 },
      refId: { type: 'string', pattern: '^[0-9]{1,50}$' },
      afterRefId: { allOf: [{ type: 'string', pattern: '^[0-9]{1,50}$' }], description: 'a cursor' },
      email: { type: ['string', 'null'], format: 'email' },
      order: { type: 'string', enum: ['ASC', 'DESC'] },
      note: { type: 'string', maxLength: 10 },
      maybe: { type: 'string', pattern: '^[0-9]*$' },
      file: { type: 'string', format: 'binary' },
      count: { type: 'integer' },
      nested: { type: 'object', properties: { phone: { type: 'string', pattern: '^[0-9]+$' } } },
      list: { type: 'array', items: { type: 'object', properties: { agent: { type: 'string', pattern: '^[A-Z]+$' } } } },
    },
  };

  it('removes the empty strings of optional fields whose rule refuses them, at any depth, and nothing else', () => {
    const value: Record<string, unknown> = {
      code: '', name: '', refId: '', afterRefId: '', email: '', order: '', note: '', maybe: '', file: '', count: 0,
      nested: { phone: '' }, list: [{ agent: '' }, { agent: 'MD' }],
    };
    emptyOptionalStringsRemover(schema)!(value);
    expect(value).toEqual({ code: '', name: '', note: '', maybe: '', file: '', count: 0, nested: {}, list: [{}, { agent: 'MD' }] });
  });

  it('leaves values that are not empty strings alone, and has nothing to do for a schema without such fields', () => {
    const value = { refId: '12', email: null, order: 'ASC', nested: 'x', list: 'y' };
    emptyOptionalStringsRemover(schema)!(value);
    expect(value).toEqual({ refId: '12', email: null, order: 'ASC', nested: 'x', list: 'y' });
    expect(emptyOptionalStringsRemover({ type: 'object', properties: { note: { type: 'string' } } })).toBeNull();
  });
});

describe.skipIf(testDatabaseSkipReason)('empty optional strings in requests', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let user: SignedInUser;
  let received: { body: unknown; query: unknown } | null = null;
  beforeAll(async () => {
    t = await createTestApp({ handlers: {} });
    // Handlers that keep what validation let through (their answers are not checked here).
    const echo: AnyHandler = async ({ body, query }) => {
      received = { body, query };
      return {};
    };
    const handlers = { sendReportToEmail: echo, getSettlementEarningsReports: echo } as HandlerMap;
    app = await buildApp({ db: t.db, jobStore: t.database, config: t.config, handlers });
    user = await createSignedInUser(t.db, { acls: [...ALL_ACLS] });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const range = { start: '2026-01-01 00:00:00', end: '2026-01-31 23:59:59' };
  /** The report filter as a form sends it: every field, '' where nothing was chosen. */
  const wholeFilter = {
    ...range, email: 'owner@example.com', fileType: 'CSV', refId: '', exRefId: '', voucherSerial: '', phoneNo: '', agentCode: '',
    subDivision: '', orderType: '', orderBy: '', transType: '', period: '', merchantCode: '',
  };
  const send = (body: object) => app.inject({ method: 'POST', url: '/api/v1/send-report-to-email', headers: user.headers, payload: body });

  it('reads a JSON body sent whole with empty optional fields as without them', async () => {
    const answer = await send(wholeFilter);
    expect(answer.json()).toMatchObject({ resultCode: 0 });
    // Fields with no rule of their own keep their '' (the services read it as no filter).
    expect(received?.body).toEqual({ ...range, email: 'owner@example.com', fileType: 'CSV', exRefId: '', voucherSerial: '', orderBy: '', transType: '', merchantCode: '' });
    // A value that is given is still checked.
    expect((await send({ ...wholeFilter, refId: 'ABC' })).json()).toMatchObject({ resultCode: 1001, field: 'refId' });
  });

  it('keeps required fields required: their empty string is refused as before', async () => {
    const noEmail = await send({ ...wholeFilter, email: '' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual(refusalOf("Wrong email format", 'email'));
    expect((await send({ ...wholeFilter, start: '' })).json()).toMatchObject({ resultCode: 1001, field: 'start' });
  });

  it('reads an empty optional query value as absent', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/settlement-earnings-reports?orderType=&searchText=', headers: user.headers });
    expect(answer.json()).toMatchObject({ resultCode: 0 });
    expect(received?.query).not.toHaveProperty('orderType');
    expect((await app.inject({ method: 'GET', url: '/api/v1/settlement-earnings-reports?orderType=UP', headers: user.headers })).json())
      .toMatchObject({ resultCode: 1001, field: 'orderType' });
  });
});
