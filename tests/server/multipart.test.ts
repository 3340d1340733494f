// Multipart operations: fields (JSON parts parsed) and files reach the handler; a field of a
// JSON part is validated like any body; upload limits answer 400 1001 naming the part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { MultipartInput } from '../../server/http/handler';
import { createTestApp, type TestApp } from './support/app';
import { testDatabaseSkipReason } from './support/test-database';
import { createSignedInUser, type SignedInUser } from './support/test-users';
import { refusalOf, multipartPayload } from './support/requests';
import { MERCHANT_ACLS } from '../../server/domain/acls';

describe.skipIf(testDatabaseSkipReason)('multipart operations', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let user: SignedInUser;
  let received: MultipartInput | null = null;
  beforeAll(async () => {
    t = await createTestApp({ handlers: {} });
    const echo = async ({ multipart }: { multipart: MultipartInput | null }) => {
      received = multipart;
      return {};
    };
    app = await buildApp({ db: t.db, jobStore: t.database, config: t.config, handlers: { contactSupport: echo, submitPinBatchOrders: echo } });
    user = await createSignedInUser(t.db, { acls: [...MERCHANT_ACLS] });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const submitPinOrders = (fields: Record<string, string>, files: Parameters<typeof multipartPayload>[1] = []) => {
    const { payload, headers } = multipartPayload(fields, files);
    return app.inject({ method: 'POST', url: '/api/v1/submit-pin-batch-orders', payload, headers: { ...headers, ...user.headers } });
  };

  it('gives the handler the fields and the files', async () => {
    const { payload, headers } = multipartPayload(
      { email: 'owner@example.com', subject: 'Locked', content: 'Please help' },
      [
        { field: 'files', filename: 'a.txt', content: 'first', contentType: 'text/plain' },
        { field: 'files', filename: 'b.csv', content: 'x,y', contentType: 'text/csv' },
      ],
    );
    const answer = await app.inject({ method: 'POST', url: '/api/auth/contact-support', payload, headers });
    expect(answer.json()).toMatchObject({ resultCode: 0 });
    expect(received?.fields).toEqual({ email: 'owner@example.com', subject: 'Locked', content: 'Please help' });
    expect(received?.files.map((f) => [f.fieldname, f.filename, f.mimetype, f.data.toString()])).toEqual([
      ['files', 'a.txt', 'text/plain', 'first'],
      ['files', 'b.csv', 'text/csv', 'x,y'],
    ]);
  });

  it('parses a JSON part and validates its fields', async () => {
    const ok = await submitPinOrders({ pinOrders: JSON.stringify([{ productCode: 'AUD-20', qty: 2 }]) });
    expect(ok.json()).toMatchObject({ resultCode: 0 });
    expect(received?.fields).toEqual({ pinOrders: [{ productCode: 'AUD-20', qty: 2 }] });

    const badQty = await submitPinOrders({ pinOrders: JSON.stringify([{ productCode: 'AUD-20', qty: 'many' }]) });
    expect(badQty.statusCode).toBe(400);
    expect(badQty.json()).toEqual(refusalOf("Quantity has a value of the wrong kind.", 'pinOrders[0].qty'));

    const notJson = await submitPinOrders({ pinOrders: '[{' });
    expect(notJson.json()).toEqual(refusalOf("PIN orders could not be read.", 'pinOrders'));
  });

  it('parses a JSON part sent with Content-Type: application/json (the contract\'s encoding) like one sent as text', async () => {
    const send = (contentType: string, text: string) => {
      const { payload, headers } = multipartPayload({ pinOrders: { text, contentType } });
      return app.inject({ method: 'POST', url: '/api/v1/submit-pin-batch-orders', payload, headers: { ...headers, ...user.headers } });
    };
    const ok = await send('application/json', JSON.stringify([{ productCode: 'AUD-20', qty: 2 }]));
    expect(ok.json()).toMatchObject({ resultCode: 0 });
    expect(received?.fields).toEqual({ pinOrders: [{ productCode: 'AUD-20', qty: 2 }] });

    const badQty = await send('application/json; charset=utf-8', JSON.stringify([{ productCode: 'AUD-20', qty: 'many' }]));
    expect(badQty.json()).toEqual(refusalOf("Quantity has a value of the wrong kind.", 'pinOrders[0].qty'));
    const notJson = await send('application/json', '[{');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ resultCode: 1001 });
  });

  it('refuses a PIN order file over 5 MB and a JSON body sent to a multipart operation', async () => {
    const tooLarge = await submitPinOrders({ pinOrders: JSON.stringify([{ productCode: 'AUD-20', qty: 1 }]) }, [
      { field: 'files', filename: 'big.txt', content: Buffer.alloc(5 * 1024 * 1024 + 1, 65), contentType: 'text/plain' },
    ]);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual(refusalOf("Attachments must be at most 5 MB.", 'files'));

    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/submit-pin-batch-orders',
      payload: { pinOrders: [] },
      headers: user.headers,
    });
    expect(json.json()).toEqual(refusalOf("The request could not be read. Please try again."));
  });
});
