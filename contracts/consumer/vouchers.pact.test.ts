// Pact: Product Validate / Product Redeem through the client's typed API client (src/shared/api);
// validation sends the PIN in the body (POST /api/v1/voucher/validate), never in the URL.
// The PIN of a voucher R00001's terminal sold comes from the provider state. Validation answers
// pin, product, currency and redeemable value; redemption the receipt (the spec's refId,
// productName, redeemedValue, status, and our currencyCode, redeemedDate, merchant, productCode
// and voucher serial). Each refusal: a PIN that is not digits (1001), unknown (1004), redeemed or
// refunded (1009), a user without the permission or a distributor account redeeming (1003), a
// user locked after too many wrong PINs (1429).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, clientFor, createPact, tokens } from './support/pact';

const { fromProviderState, like, regex, string } = MatchersV3;

const SOLD = 'M00001 payout is signed in and R00001 sold a voucher';
const REDEEMED = 'M00001 payout is signed in and a voucher R00001 sold has been redeemed';
const REFUNDED = 'M00001 payout is signed in and a voucher R00001 sold has been refunded';
const SOLD_ADMIN = 'MD0001 admin is signed in and R00001 sold a voucher whose PIN is known';
const SOLD_VIEWER = 'MD0001 viewer is signed in and R00001 sold a voucher whose PIN is known';
const SOLD_CASHIER = 'R00001 cashier is signed in and R00001 sold a voucher';
const LOCKED = 'M00002 payout is signed in, locked after too many wrong voucher PINs, and R00001 sold a voucher';
/** The placeholder of the locked user's session (contracts/provider/states/vouchers.ts). */
const LOCKED_TOKEN = 'pact-token-demo-m00002-payout-locked';

const EXAMPLE_PIN = '7391028465019283';
const UNKNOWN_PIN = '1000000000000000';
const statePin = () => fromProviderState('${pin}', EXAMPLE_PIN);

const validate = (mockUrl: string, token: string, pin: string) => {
  const { client, call } = clientFor(mockUrl, token);
  return call(client.POST('/api/v1/voucher/validate', { body: { pin } }));
};
const redeem = (mockUrl: string, token: string, pin: string) => {
  const { client, call } = clientFor(mockUrl, token);
  return call(client.POST('/api/v1/voucher/redeem', { body: { pin } }));
};

const LOCKED_TEXT = 'Too many wrong voucher PINs. Voucher validation is locked for 15 minutes, please try again later.';

describe('validating a voucher PIN', () => {
  it('answers what a sold voucher is worth', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD)
      .uponReceiving('a payout merchant validating the PIN of a sold voucher')
      .withRequest('POST', '/api/v1/voucher/validate', (b) => b.headers(bearer(tokens.demoPayout)).jsonBody({ pin: statePin() }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          pin: regex(/^\d+$/, EXAMPLE_PIN),
          productName: string('Flex Voucher AUD 20'),
          currencyCode: string('AUD'),
          redeemableValue: like(20),
        }),
      )
      .executeTest(async (mock) => {
        expect(await validate(mock.url, tokens.demoPayout, EXAMPLE_PIN)).toEqual({
          resultCode: 0,
          resultDescription: 'Success',
          pin: EXAMPLE_PIN,
          productName: 'Flex Voucher AUD 20',
          currencyCode: 'AUD',
          redeemableValue: 20,
        });
      });
  });

  it('is refused a PIN that is not digits (1001)', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD)
      .uponReceiving('a payout merchant validating a PIN that is not digits')
      .withRequest('POST', '/api/v1/voucher/validate', (b) => b.headers(bearer(tokens.demoPayout)).jsonBody({ pin: '12ab' }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1001, resultDescription: like('Voucher Pin must be a number'), field: 'pin' }))
      .executeTest(async (mock) => {
        expect(await validate(mock.url, tokens.demoPayout, '12ab')).toEqual({ resultCode: 1001, resultDescription: 'Voucher Pin must be a number', field: 'pin' });
      });
  });

  it('is refused an unknown PIN (1004)', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD)
      .uponReceiving('a payout merchant validating a PIN no voucher has')
      .withRequest('POST', '/api/v1/voucher/validate', (b) => b.headers(bearer(tokens.demoPayout)).jsonBody({ pin: UNKNOWN_PIN }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1004, resultDescription: like('No voucher has this PIN. Please check the PIN and try again.') }))
      .executeTest(async (mock) => {
        expect(await validate(mock.url, tokens.demoPayout, UNKNOWN_PIN)).toEqual({
          resultCode: 1004,
          resultDescription: 'No voucher has this PIN. Please check the PIN and try again.',
        });
      });
  });

  it('is refused a voucher redeemed already (1009)', async () => {
    await createPact()
      .addInteraction()
      .given(REDEEMED)
      .uponReceiving('a payout merchant validating the PIN of a redeemed voucher')
      .withRequest('POST', '/api/v1/voucher/validate', (b) => b.headers(bearer(tokens.demoPayout)).jsonBody({ pin: statePin() }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1009, resultDescription: like('This voucher has already been redeemed.') }))
      .executeTest(async (mock) => {
        expect(await validate(mock.url, tokens.demoPayout, EXAMPLE_PIN)).toEqual({ resultCode: 1009, resultDescription: 'This voucher has already been redeemed.' });
      });
  });

  it('is refused a refunded voucher (1009)', async () => {
    await createPact()
      .addInteraction()
      .given(REFUNDED)
      .uponReceiving('a payout merchant validating the PIN of a refunded voucher')
      .withRequest('POST', '/api/v1/voucher/validate', (b) => b.headers(bearer(tokens.demoPayout)).jsonBody({ pin: statePin() }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1009, resultDescription: like('This voucher has been refunded and cannot be redeemed.') }))
      .executeTest(async (mock) => {
        expect(await validate(mock.url, tokens.demoPayout, EXAMPLE_PIN)).toEqual({
          resultCode: 1009,
          resultDescription: 'This voucher has been refunded and cannot be redeemed.',
        });
      });
  });

  it('is refused without SCP.EVDS.PRODUCT.REDEMPTION_R (1003)', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD_VIEWER)
      .uponReceiving('a user without the validate permission validating a PIN')
      .withRequest('POST', '/api/v1/voucher/validate', (b) => b.headers(bearer(tokens.demoViewer)).jsonBody({ pin: statePin() }))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1003, resultDescription: like('You do not have SCP.EVDS.PRODUCT.REDEMPTION_R permission.') }))
      .executeTest(async (mock) => {
        expect(await validate(mock.url, tokens.demoViewer, EXAMPLE_PIN)).toEqual({
          resultCode: 1003,
          resultDescription: 'You do not have SCP.EVDS.PRODUCT.REDEMPTION_R permission.',
        });
      });
  });

  it('is refused while the user is locked after too many wrong PINs (1429)', async () => {
    await createPact()
      .addInteraction()
      .given(LOCKED)
      .uponReceiving('a locked payout merchant validating the PIN of a sold voucher')
      .withRequest('POST', '/api/v1/voucher/validate', (b) => b.headers(bearer(LOCKED_TOKEN)).jsonBody({ pin: statePin() }))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1429, resultDescription: like(LOCKED_TEXT) }))
      .executeTest(async (mock) => {
        expect(await validate(mock.url, LOCKED_TOKEN, EXAMPLE_PIN)).toEqual({ resultCode: 1429, resultDescription: LOCKED_TEXT });
      });
  });
});

describe('redeeming a voucher PIN', () => {
  const RECEIPT = {
    refId: '100000233',
    productName: 'Flex Voucher AUD 20',
    productCode: 'AUD20',
    voucherSerial: '4000000000233',
    redeemedValue: 20,
    currencyCode: 'AUD',
    status: 'SUCCESS',
    redeemedDate: '2026-11-21 10:02:00',
    merchantCode: 'M00001',
    merchantName: 'Redeem Cash Express',
  } as const;

  it('redeems a sold voucher for the merchant and answers the receipt', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD)
      .uponReceiving('a payout merchant redeeming the PIN of a sold voucher')
      .withRequest('POST', '/api/v1/voucher/redeem', (b) => b.headers(bearer(tokens.demoPayout)).jsonBody({ pin: statePin() }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          refId: regex(/^\d+$/, RECEIPT.refId),
          productName: string(RECEIPT.productName),
          productCode: string(RECEIPT.productCode),
          voucherSerial: regex(/^\d+$/, RECEIPT.voucherSerial),
          redeemedValue: like(RECEIPT.redeemedValue),
          currencyCode: string(RECEIPT.currencyCode),
          status: 'SUCCESS',
          redeemedDate: regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, RECEIPT.redeemedDate),
          merchantCode: 'M00001',
          merchantName: string(RECEIPT.merchantName),
        }),
      )
      .executeTest(async (mock) => {
        expect(await redeem(mock.url, tokens.demoPayout, EXAMPLE_PIN)).toEqual({ resultCode: 0, resultDescription: 'Success', ...RECEIPT });
      });
  });

  it('is refused a PIN that is not digits (1001)', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD)
      .uponReceiving('a payout merchant redeeming a PIN that is not digits')
      .withRequest('POST', '/api/v1/voucher/redeem', (b) => b.headers(bearer(tokens.demoPayout)).jsonBody({ pin: '12ab' }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1001, resultDescription: like('Voucher Pin must be a number'), field: 'pin' }))
      .executeTest(async (mock) => {
        expect(await redeem(mock.url, tokens.demoPayout, '12ab')).toEqual({ resultCode: 1001, resultDescription: 'Voucher Pin must be a number', field: 'pin' });
      });
  });

  it('is refused an unknown PIN (1004)', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD)
      .uponReceiving('a payout merchant redeeming a PIN no voucher has')
      .withRequest('POST', '/api/v1/voucher/redeem', (b) => b.headers(bearer(tokens.demoPayout)).jsonBody({ pin: UNKNOWN_PIN }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1004, resultDescription: like('No voucher has this PIN. Please check the PIN and try again.') }))
      .executeTest(async (mock) => {
        expect(await redeem(mock.url, tokens.demoPayout, UNKNOWN_PIN)).toEqual({
          resultCode: 1004,
          resultDescription: 'No voucher has this PIN. Please check the PIN and try again.',
        });
      });
  });

  it('is refused a voucher redeemed already (1009)', async () => {
    await createPact()
      .addInteraction()
      .given(REDEEMED)
      .uponReceiving('a payout merchant redeeming a voucher a second time')
      .withRequest('POST', '/api/v1/voucher/redeem', (b) => b.headers(bearer(tokens.demoPayout)).jsonBody({ pin: statePin() }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1009, resultDescription: like('This voucher has already been redeemed.') }))
      .executeTest(async (mock) => {
        expect(await redeem(mock.url, tokens.demoPayout, EXAMPLE_PIN)).toEqual({ resultCode: 1009, resultDescription: 'This voucher has already been redeemed.' });
      });
  });

  it('is refused a refunded voucher (1009)', async () => {
    await createPact()
      .addInteraction()
      .given(REFUNDED)
      .uponReceiving('a payout merchant redeeming a refunded voucher')
      .withRequest('POST', '/api/v1/voucher/redeem', (b) => b.headers(bearer(tokens.demoPayout)).jsonBody({ pin: statePin() }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1009, resultDescription: like('This voucher has been refunded and cannot be redeemed.') }))
      .executeTest(async (mock) => {
        expect(await redeem(mock.url, tokens.demoPayout, EXAMPLE_PIN)).toEqual({
          resultCode: 1009,
          resultDescription: 'This voucher has been refunded and cannot be redeemed.',
        });
      });
  });

  it('is refused to a distributor account, even with SCP.EVDS.PRODUCT.REDEMPTION_W (1003)', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD_ADMIN)
      .uponReceiving('a distributor administrator redeeming the PIN of a sold voucher')
      .withRequest('POST', '/api/v1/voucher/redeem', (b) => b.headers(bearer(tokens.demoAdmin)).jsonBody({ pin: statePin() }))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1003, resultDescription: like('Your account type can validate vouchers but not redeem them.') }))
      .executeTest(async (mock) => {
        expect(await redeem(mock.url, tokens.demoAdmin, EXAMPLE_PIN)).toEqual({
          resultCode: 1003,
          resultDescription: 'Your account type can validate vouchers but not redeem them.',
        });
      });
  });

  it('is refused without SCP.EVDS.PRODUCT.REDEMPTION_W (1003)', async () => {
    await createPact()
      .addInteraction()
      .given(SOLD_CASHIER)
      .uponReceiving('a validate-only cashier redeeming the PIN of a sold voucher')
      .withRequest('POST', '/api/v1/voucher/redeem', (b) => b.headers(bearer(tokens.demoCashier)).jsonBody({ pin: statePin() }))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1003, resultDescription: like('You do not have SCP.EVDS.PRODUCT.REDEMPTION_W permission.') }))
      .executeTest(async (mock) => {
        expect(await redeem(mock.url, tokens.demoCashier, EXAMPLE_PIN)).toEqual({
          resultCode: 1003,
          resultDescription: 'You do not have SCP.EVDS.PRODUCT.REDEMPTION_W permission.',
        });
      });
  });

  it('is refused while the user is locked after too many wrong PINs (1429)', async () => {
    await createPact()
      .addInteraction()
      .given(LOCKED)
      .uponReceiving('a locked payout merchant redeeming the PIN of a sold voucher')
      .withRequest('POST', '/api/v1/voucher/redeem', (b) => b.headers(bearer(LOCKED_TOKEN)).jsonBody({ pin: statePin() }))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1429, resultDescription: like(LOCKED_TEXT) }))
      .executeTest(async (mock) => {
        expect(await redeem(mock.url, LOCKED_TOKEN, EXAMPLE_PIN)).toEqual({ resultCode: 1429, resultDescription: LOCKED_TEXT });
      });
  });
});
