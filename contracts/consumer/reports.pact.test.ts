// Pact: the reports' REST calls through the client's typed API client (src/shared/api): a refund
// of a sale the signed-in master distributor's retailer made (the sale's refId and voucher
// serial come from the provider state), refused to a user without SCP.TTI.ADMIN.USER.REFUND_W
// and for a sale refunded already; the export limit, refused without a session.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, clientFor, createPact, refusedWithoutSession, tokens } from './support/pact';

const { fromProviderState, integer, like, string } = MatchersV3;

const SOLD = 'MD0001 admin is signed in and R00001 sold a voucher';
const SOLD_VIEWER = 'MD0001 viewer is signed in and R00001 sold a voucher';
const REFUNDED = 'MD0001 admin is signed in and a sale of R00001 has been refunded';
const EXAMPLE_SALE = { refId: '100000231', voucherSerial: '4000000000231' };
const comments = 'Customer bought the wrong product.';

/** The refund request of the sale the provider state made. */
const refundOfStateSale = {
  transactionId: fromProviderState('${refId}', EXAMPLE_SALE.refId),
  voucherSerial: fromProviderState('${voucherSerial}', EXAMPLE_SALE.voucherSerial),
  comments,
};
const refund = (mockUrl: string, token: string) => {
  const { client, call } = clientFor(mockUrl, token);
  return call(client.PUT('/api/v1/refund-transaction', { body: { transactionId: EXAMPLE_SALE.refId, voucherSerial: EXAMPLE_SALE.voucherSerial, comments } }));
};

describe('refunding a transaction', () => {
  it('refunds a successful, unredeemed sale of a retailer below the user', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD)
      .uponReceiving('an administrator refunding a sale of R00001')
      .withRequest('PUT', '/api/v1/refund-transaction', (b) => b.headers(bearer(tokens.demoAdmin)).jsonBody(refundOfStateSale))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('The transaction has been refunded.') }))
      .executeTest(async (mock) => {
        expect(await refund(mock.url, tokens.demoAdmin)).toEqual({ resultCode: 0, resultDescription: 'The transaction has been refunded.' });
      });
  });

  it('is refused a refund without SCP.TTI.ADMIN.USER.REFUND_W (1003)', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD_VIEWER)
      .uponReceiving('a user without the refund permission refunding a sale of R00001')
      .withRequest('PUT', '/api/v1/refund-transaction', (b) => b.headers(bearer(tokens.demoViewer)).jsonBody(refundOfStateSale))
      .willRespondWith(403, (b) =>
        b.jsonBody({ resultCode: 1003, resultDescription: like('You do not have SCP.TTI.ADMIN.USER.REFUND_W permission.') }),
      )
      .executeTest(async (mock) => {
        expect(await refund(mock.url, tokens.demoViewer)).toEqual({
          resultCode: 1003,
          resultDescription: 'You do not have SCP.TTI.ADMIN.USER.REFUND_W permission.',
        });
      });
  });

  it('is refused a refund of a sale refunded already (1009)', async () => {
    await createPact()
      .addInteraction()
      .given(REFUNDED)
      .uponReceiving('an administrator refunding a sale of R00001 a second time')
      .withRequest('PUT', '/api/v1/refund-transaction', (b) => b.headers(bearer(tokens.demoAdmin)).jsonBody(refundOfStateSale))
      .willRespondWith(400, (b) =>
        b.jsonBody({ resultCode: 1009, resultDescription: like('This transaction has already been refunded.') }),
      )
      .executeTest(async (mock) => {
        expect(await refund(mock.url, tokens.demoAdmin)).toEqual({
          resultCode: 1009,
          resultDescription: 'This transaction has already been refunded.',
        });
      });
  });
});

describe('the transaction export limit', () => {
  const read = (mockUrl: string, token?: string) => {
    const { client, call } = clientFor(mockUrl, token);
    return call(client.GET('/api/v1/transaction-export-limit'));
  };

  it('reads how many transactions one export may hold', async () => {
    await createPact()
      .addInteraction()
      .given('the demo company exists and MD0001 admin is signed in')
      .uponReceiving('a signed-in user reading the transaction export limit')
      .withRequest('GET', '/api/v1/transaction-export-limit', (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Success'), exportLimit: integer(1000) }))
      .executeTest(async (mock) => {
        expect(await read(mock.url, tokens.demoAdmin)).toEqual({ resultCode: 0, resultDescription: 'Success', exportLimit: 1000 });
      });
  });

  it('is refused the export limit without a session', async () => {
    await refusedWithoutSession('/api/v1/transaction-export-limit').executeTest(async (mock) => {
      expect(await read(mock.url)).toMatchObject({ resultCode: 4001 });
    });
  });
});
