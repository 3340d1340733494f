// Pact: PIN batch orders through the client's typed API client (src/shared/api). The provider
// state (contracts/provider/states/pin-orders.ts) makes four orders of fixed references:
// PO9100001 (MD0001, waiting, with an attachment), PO9100002 (MD0001, ready, downloaded once as
// txt), PO9100003 (SD0001, rejected), PO9100004 (SD0001, ready, no OpenPGP key on SD0001); MD0001
// has the demo OpenPGP key. Every call's success and each of its refusals: permissions (1003),
// another agent's order or an unknown one (1004), an agent outside the structure (1005), a wrong
// state or a file that is not offered (1009), bad input (1001), no session (4001). The PIN files
// are random, so their downloads are pinned by status and headers, not by their bytes.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { toFormData } from '../../src/shared/api';
import { DEMO_PGP_FINGERPRINT, DEMO_PGP_PRIVATE_KEY, DEMO_PGP_PUBLIC_KEY } from '../../server/demo/demo-pgp-key';
import { bearer, clientFor, createPact, tokens } from './support/pact';
import { MULTIPART, multipartBytes, sendingFixedBoundary } from './support/multipart';

const { eachLike, like, regex, string } = MatchersV3;

const AS_ADMIN = 'MD0001 admin is signed in and MD0001 has PIN orders';
const AS_VIEWER = 'MD0001 viewer is signed in and MD0001 has PIN orders';
const AS_SUPPORT = 'PROVIDER support is signed in and MD0001 has PIN orders';
const AS_SUPPORT_OVER_LIMIT = 'PROVIDER support is signed in and SD0001\'s PIN order PO9100005 is over its credit limit';
const AS_SUPPORT_FAILED = 'PROVIDER support is signed in and MD0001\'s PIN order PO9100006 failed to generate';
const AS_ADMIN_FAILED = 'MD0001 admin is signed in and MD0001\'s PIN order PO9100006 failed to generate';
const AS_SD0002 = 'SD0002 manager is signed in and MD0001 has PIN orders';
/** The placeholder of SD0002 manager's session (contracts/provider/states/pin-orders.ts). */
const SD0002_TOKEN = 'pact-token-demo-sd0002-manager';

const timestamp = (example = '2026-11-20 08:15:00') => regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, example);
const UNKNOWN_REF = 'PO9199999';
const NOT_FOUND = { resultCode: 1004, resultDescription: 'No PIN order has this reference.' };
const denied = (acl: string) => ({ resultCode: 1003, resultDescription: `You do not have ${acl} permission.` });
const LIST_R = 'SCP.EVDS.PIN.BATCH.FILE.LIST_R';

/** A JSON refusal pinned by code and words (the words as a like, so a rewording is no break). */
const refusalBody = (refusal: Record<string, unknown>) => ({ ...refusal, resultDescription: like(refusal.resultDescription) });

/** A signed-in GET refused with a JSON answer; `ask` makes the call through the real client and
 * answers what the client makes of it (downloads: `{ ok: false, result }`). */
function refusedGet(
  request: { description: string; state: string; token: string; path: string; query: Record<string, string> },
  status: number,
  refusal: Record<string, unknown>,
  ask: (mockUrl: string) => Promise<unknown>,
  expected: unknown = refusal,
) {
  return createPact()
    .addInteraction()
    .given(request.state)
    .uponReceiving(request.description)
    .withRequest('GET', request.path, (b) => b.headers(bearer(request.token)).query(request.query))
    .willRespondWith(status, (b) => b.jsonBody(refusalBody(refusal)))
    .executeTest(async (mock) => {
      expect(await ask(mock.url)).toEqual(expected);
    });
}

describe('the PIN order list', () => {
  const query = { searchText: 'PO91000', orderBy: 'orderRef', orderType: 'DESC', pageIndex: 1, pageSize: 10 } as const;
  const list = (mockUrl: string, token?: string, body: Record<string, unknown> = query) => {
    const { client, call } = clientFor(mockUrl, token);
    return call(client.POST('/api/v1/pin-batch-orders', { body: body as typeof query }));
  };
  const order = (fields: Record<string, unknown>) => ({ comment: 'Pact order', documents: [], downloadFormats: [], fileName: null, ...fields });
  const orders = [
    order({ orderRef: 'PO9100004', fileName: 'PO9100004.txt', status: 'READY_FOR_DOWNLOAD', user: 'manager', agentCode: 'SD0001', agentName: 'Harbour Sub Division', product: 'USD10', currency: 'USD', qty: 1, value: 10, downloadFormats: ['txt'] }),
    order({ orderRef: 'PO9100003', status: 'REJECTED', user: 'manager', agentCode: 'SD0001', agentName: 'Harbour Sub Division', product: 'NZD20', currency: 'NZD', qty: 2, value: 40 }),
    order({ orderRef: 'PO9100002', fileName: 'PO9100002.txt', status: 'READY_FOR_DOWNLOAD', user: 'admin', agentCode: 'MD0001', agentName: 'Southern Cross Distribution', product: 'AUD50', currency: 'AUD', qty: 3, value: 150, downloadFormats: ['txt', 'pgp'] }),
    order({ orderRef: 'PO9100001', status: 'WAITING_FOR_APPROVAL', user: 'admin', agentCode: 'MD0001', agentName: 'Southern Cross Distribution', product: 'AUD20', currency: 'AUD', qty: 5, value: 100, documents: ['purchase-order.csv'] }),
  ];

  it('answers the orders of the user\'s structure, newest reference first, with how to download them', async () => {
    await createPact()
      .addInteraction()
      .given(AS_ADMIN)
      .uponReceiving('an MD administrator listing the PIN orders PO91000*')
      .withRequest('POST', '/api/v1/pin-batch-orders', (b) => b.headers(bearer(tokens.demoAdmin)).jsonBody(query))
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: string('Success'), totalRecord: 4, totalPage: 1, data: orders.map((o) => ({ ...o, date: timestamp() })) }),
      )
      .executeTest(async (mock) => {
        const answer = await list(mock.url, tokens.demoAdmin);
        expect(answer).toEqual({ resultCode: 0, resultDescription: 'Success', totalRecord: 4, totalPage: 1, data: orders.map((o) => ({ ...o, date: '2026-11-20 08:15:00' })) });
      });
  });

  it('refuses an end before the start (1001 naming end)', async () => {
    const body = { ...query, start: '2026-11-20 00:00:00', end: '2026-11-19 23:59:59' };
    const refusal = { resultCode: 1001, resultDescription: 'The end date must be after the start date.', field: 'end' };
    await createPact()
      .addInteraction()
      .given(AS_ADMIN)
      .uponReceiving('an MD administrator listing PIN orders with the end before the start')
      .withRequest('POST', '/api/v1/pin-batch-orders', (b) => b.headers(bearer(tokens.demoAdmin)).jsonBody(body))
      .willRespondWith(400, (b) => b.jsonBody(refusalBody(refusal)))
      .executeTest(async (mock) => {
        expect(await list(mock.url, tokens.demoAdmin, body)).toEqual(refusal);
      });
  });

  it('is refused without SCP.EVDS.PIN.BATCH.FILE.LIST_R (1003)', async () => {
    await createPact()
      .addInteraction()
      .given(AS_VIEWER)
      .uponReceiving('a user without the PIN order permission listing PIN orders')
      .withRequest('POST', '/api/v1/pin-batch-orders', (b) => b.headers(bearer(tokens.demoViewer)).jsonBody(query))
      .willRespondWith(403, (b) => b.jsonBody(refusalBody(denied(LIST_R))))
      .executeTest(async (mock) => {
        expect(await list(mock.url, tokens.demoViewer)).toEqual(denied(LIST_R));
      });
  });

  it('is refused without a session (4001)', async () => {
    const refusal = { resultCode: 4001, resultDescription: 'Your session has expired, please login again.' };
    await createPact()
      .addInteraction()
      .given('the portal is running')
      .uponReceiving('a PIN order list without a bearer token')
      .withRequest('POST', '/api/v1/pin-batch-orders', (b) => b.jsonBody(query))
      .willRespondWith(403, (b) => b.jsonBody(refusalBody(refusal)))
      .executeTest(async (mock) => {
        expect(await list(mock.url)).toEqual(refusal);
      });
  });
});

describe('the details of a PIN order', () => {
  const details = (mockUrl: string, token: string, orderRef: string) => {
    const { client, call } = clientFor(mockUrl, token);
    return call(client.GET('/api/v1/pin-batch-order-details', { params: { query: { orderRef } } }));
  };
  const refused = (description: string, state: string, token: string, orderRef: string, status: number, refusal: Record<string, unknown>) =>
    refusedGet({ description, state, token, path: '/api/v1/pin-batch-order-details', query: { orderRef } }, status, refusal, (url) => details(url, token, orderRef));

  it('answers a ready order with its decision and its custody trail', async () => {
    const expected = {
      resultCode: 0, resultDescription: 'Success', orderRef: 'PO9100002', fileName: 'PO9100002.txt', status: 'READY_FOR_DOWNLOAD', user: 'admin',
      agentCode: 'MD0001', agentName: 'Southern Cross Distribution', product: 'AUD50', currency: 'AUD', qty: 3, value: 150, comment: 'Pact order',
      documents: [], downloadFormats: ['txt', 'pgp'], productDescription: 'Flex Voucher AUD 50', decidedBy: 'support', decisionComment: 'Pact decision',
      deletedBy: null, deletedDate: null, deleteComment: null, generationFailure: null, pgpKeyFingerprint: DEMO_PGP_FINGERPRINT,
    };
    await createPact()
      .addInteraction()
      .given(AS_ADMIN)
      .uponReceiving('an MD administrator reading ready PIN order PO9100002')
      .withRequest('GET', '/api/v1/pin-batch-order-details', (b) => b.headers(bearer(tokens.demoAdmin)).query({ orderRef: 'PO9100002' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...expected, resultDescription: string('Success'), date: timestamp(), decidedDate: timestamp(), readyDate: timestamp(),
          downloads: [{ user: 'admin', date: timestamp(), format: 'txt', keyFingerprint: null }],
        }),
      )
      .executeTest(async (mock) => {
        const answer = await details(mock.url, tokens.demoAdmin, 'PO9100002');
        expect(answer).toMatchObject({ ...expected, downloads: [{ user: 'admin', format: 'txt', keyFingerprint: null }] });
      });
  });

  it('answers an approved order whose PIN generation failed, with when, how often and why', async () => {
    const failure = { attempts: 7, reason: 'connection terminated unexpectedly' };
    await createPact()
      .addInteraction()
      .given(AS_ADMIN_FAILED)
      .uponReceiving('an MD administrator reading PIN order PO9100006 whose generation failed')
      .withRequest('GET', '/api/v1/pin-batch-order-details', (b) => b.headers(bearer(tokens.demoAdmin)).query({ orderRef: 'PO9100006' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0, resultDescription: string('Success'), orderRef: 'PO9100006', status: 'PROCESSING', qty: 2, readyDate: null, downloads: [],
          generationFailure: { date: timestamp(), ...failure },
        }),
      )
      .executeTest(async (mock) => {
        const answer = await details(mock.url, tokens.demoAdmin, 'PO9100006');
        expect(answer).toMatchObject({ orderRef: 'PO9100006', status: 'PROCESSING', generationFailure: failure });
      });
  });

  it('answers an order of another agent as unknown (1004)', async () => {
    await refused('a sub division manager reading MD0001\'s PIN order PO9100002', AS_SD0002, SD0002_TOKEN, 'PO9100002', 400, NOT_FOUND);
  });

  it('answers an unknown reference 1004', async () => {
    await refused('an MD administrator reading a PIN order that does not exist', AS_ADMIN, tokens.demoAdmin, UNKNOWN_REF, 400, NOT_FOUND);
  });

  it('is refused without SCP.EVDS.PIN.BATCH.FILE.LIST_R (1003)', async () => {
    await refused('a user without the PIN order permission reading PIN order PO9100002', AS_VIEWER, tokens.demoViewer, 'PO9100002', 403, denied(LIST_R));
  });
});

describe('the products of PIN orders', () => {
  const products = (mockUrl: string, token: string) => {
    const { client, call } = clientFor(mockUrl, token);
    return call(client.GET('/api/v1/pin-batch-order/products'));
  };

  it('answers the active products by code', async () => {
    await createPact()
      .addInteraction()
      .given(AS_ADMIN)
      .uponReceiving('an MD administrator asking which products can be ordered')
      .withRequest('GET', '/api/v1/pin-batch-order/products', (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0, resultDescription: string('Success'),
          data: eachLike({ productCode: string('AUD10'), productDescription: string('Flex Voucher AUD 10'), value: like(10), currency: string('AUD') }),
        }),
      )
      .executeTest(async (mock) => {
        expect(await products(mock.url, tokens.demoAdmin)).toMatchObject({ resultCode: 0, data: [{ productCode: 'AUD10', value: 10, currency: 'AUD' }] });
      });
  });

  it('is refused without SCP.EVDS.PIN.BATCH.FILE.LIST_R (1003)', async () => {
    await refusedGet({ description: 'a user without the PIN order permission asking which products can be ordered', state: AS_VIEWER, token: tokens.demoViewer,
      path: '/api/v1/pin-batch-order/products', query: {} }, 403, denied(LIST_R), (url) => products(url, tokens.demoViewer));
  });
});

describe('placing PIN orders', () => {
  type Items = { productCode: string; qty: number; comment?: string }[];
  const csv = () => new File(['line,product,qty\n1,AUD10,20\n'], 'purchase-order.csv', { type: 'text/csv' });

  async function submit(description: string, state: string, token: string, request: { pinOrders: Items; files?: File }, status: number, answer: Record<string, unknown>, expected = answer) {
    const body = await multipartBytes(toFormData(request));
    await createPact()
      .addInteraction()
      .given(state)
      .uponReceiving(description)
      .withRequest('POST', '/api/v1/submit-pin-batch-orders', (b) => b.headers(bearer(token)).body(MULTIPART, body))
      .willRespondWith(status, (b) => b.jsonBody(answer))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, token);
        const outcome = await sendingFixedBoundary(() => call(client.POST('/api/v1/submit-pin-batch-orders', { body: request as never, bodySerializer: toFormData })));
        expect(outcome).toEqual(expected);
      });
  }

  it('places one order per product, with the attachment', async () => {
    const created = 'Your orders have been created and are waiting for approval.';
    await submit('an MD administrator ordering AUD10 and AUD20 PINs with a purchase order attached', AS_ADMIN, tokens.demoAdmin,
      { pinOrders: [{ productCode: 'AUD10', qty: 20, comment: 'Weekend stock' }, { productCode: 'AUD20', qty: 5 }], files: csv() }, 200,
      { resultCode: 0, resultDescription: string(created), orderRefs: eachLike(regex(/^PO\d+$/, 'PO1000019'), 2) },
      { resultCode: 0, resultDescription: created, orderRefs: ['PO1000019', 'PO1000019'] });
  });

  it('is refused without SCP.EVDS.PIN.BATCH.FILE.REQUEST_C (1003)', async () => {
    const refusal = denied('SCP.EVDS.PIN.BATCH.FILE.REQUEST_C');
    await submit('a user without the order permission ordering PINs', AS_VIEWER, tokens.demoViewer, { pinOrders: [{ productCode: 'AUD10', qty: 1 }] }, 403, refusal);
  });

  it('refuses a product that cannot be ordered (1004 naming the item)', async () => {
    await submit('an MD administrator ordering a product that does not exist', AS_ADMIN, tokens.demoAdmin, { pinOrders: [{ productCode: 'XYZ99', qty: 1 }] }, 400,
      { resultCode: 1004, resultDescription: 'This product is not available to order.', field: 'pinOrders[0].productCode' });
  });

  it('refuses a product twice (1001 naming the second)', async () => {
    await submit('an MD administrator ordering AUD10 twice in one request', AS_ADMIN, tokens.demoAdmin, { pinOrders: [{ productCode: 'AUD10', qty: 1 }, { productCode: 'AUD10', qty: 2 }] }, 400,
      { resultCode: 1001, resultDescription: 'Each product may be ordered once per request; change its quantity instead.', field: 'pinOrders[1].productCode' });
  });

  it('refuses a quantity under 1 (1001)', async () => {
    await submit('an MD administrator ordering 0 PINs', AS_ADMIN, tokens.demoAdmin, { pinOrders: [{ productCode: 'AUD10', qty: 0 }] }, 400,
      { resultCode: 1001, resultDescription: 'Quantity must be at least 1.', field: 'pinOrders[0].qty' });
  });

  it('refuses an attachment of a type the spec does not list (1001 files)', async () => {
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])], 'setup.exe', { type: 'application/octet-stream' });
    await submit('an MD administrator ordering PINs with setup.exe attached', AS_ADMIN, tokens.demoAdmin, { pinOrders: [{ productCode: 'AUD10', qty: 1 }], files: program }, 400,
      { resultCode: 1001, resultDescription: 'setup.exe has failed to upload. This file type is not accepted for security reasons.', field: 'files' });
  });

  it('refuses an attachment name longer than the setting (1001 files)', async () => {
    const long = new File(['a,b\n'], `${'n'.repeat(197)}.csv`, { type: 'text/csv' });
    await submit('an MD administrator ordering PINs with an attachment named in 201 characters', AS_ADMIN, tokens.demoAdmin, { pinOrders: [{ productCode: 'AUD10', qty: 1 }], files: long }, 400,
      { resultCode: 1001, resultDescription: 'Max filename length: 200', field: 'files' });
  });
});

describe('deleting a PIN order', () => {
  const remove = (mockUrl: string, token: string, orderRef: string) => {
    const { client, call } = clientFor(mockUrl, token);
    return call(client.POST('/api/v1/delete-pin-order', { body: { orderRef, comment: 'Ordered twice' } }));
  };
  const interaction = (description: string, state: string, token: string, orderRef: string, status: number, answer: Record<string, unknown>) =>
    createPact()
      .addInteraction()
      .given(state)
      .uponReceiving(description)
      .withRequest('POST', '/api/v1/delete-pin-order', (b) => b.headers(bearer(token)).jsonBody({ orderRef, comment: 'Ordered twice' }))
      .willRespondWith(status, (b) => b.jsonBody(refusalBody(answer)))
      .executeTest(async (mock) => {
        expect(await remove(mock.url, token, orderRef)).toEqual(answer);
      });

  it('deletes an order waiting for approval', async () => {
    await interaction('an MD administrator deleting waiting PIN order PO9100001', AS_ADMIN, tokens.demoAdmin, 'PO9100001', 200, { resultCode: 0, resultDescription: 'The order has been deleted.' });
  });

  it('refuses an order no longer waiting (1009)', async () => {
    await interaction('an MD administrator deleting ready PIN order PO9100002', AS_ADMIN, tokens.demoAdmin, 'PO9100002', 400,
      { resultCode: 1009, resultDescription: 'Only an order waiting for approval can be deleted.' });
  });

  it('refuses an unknown order (1004)', async () => {
    await interaction('an MD administrator deleting a PIN order that does not exist', AS_ADMIN, tokens.demoAdmin, UNKNOWN_REF, 400, NOT_FOUND);
  });

  it('is refused without SCP.EVDS.PIN.BATCH.FILE.REQUEST_C and _D (1003)', async () => {
    await interaction('a user without the order permissions deleting PIN order PO9100001', AS_VIEWER, tokens.demoViewer, 'PO9100001', 403, denied('SCP.EVDS.PIN.BATCH.FILE.REQUEST_C'));
  });
});

describe('approving and rejecting a PIN order', () => {
  const decide = (mockUrl: string, token: string, body: { orderRef: string; approve: boolean; comment: string }) => {
    const { client, call } = clientFor(mockUrl, token);
    return call(client.POST('/api/v1/approve-pin-order', { body }));
  };
  const interaction = (description: string, state: string, token: string, body: { orderRef: string; approve: boolean; comment: string }, status: number, answer: Record<string, unknown>) =>
    createPact()
      .addInteraction()
      .given(state)
      .uponReceiving(description)
      .withRequest('POST', '/api/v1/approve-pin-order', (b) => b.headers(bearer(token)).jsonBody(body))
      .willRespondWith(status, (b) => b.jsonBody(refusalBody(answer)))
      .executeTest(async (mock) => {
        expect(await decide(mock.url, token, body)).toEqual(answer);
      });

  it('approves: the PINs are generated in the background', async () => {
    await interaction('provider staff approving PIN order PO9100001', AS_SUPPORT, tokens.demoSupport, { orderRef: 'PO9100001', approve: true, comment: 'Approved for the weekend.' }, 200,
      { resultCode: 0, resultDescription: 'The order has been approved. Its PINs are being generated.' });
  });

  it('rejects', async () => {
    await interaction('provider staff rejecting PIN order PO9100001', AS_SUPPORT, tokens.demoSupport, { orderRef: 'PO9100001', approve: false, comment: 'Not this month.' }, 200,
      { resultCode: 0, resultDescription: 'The order has been rejected.' });
  });

  it('refuses an order that is not waiting (1009)', async () => {
    await interaction('provider staff approving rejected PIN order PO9100003', AS_SUPPORT, tokens.demoSupport, { orderRef: 'PO9100003', approve: true, comment: 'Second thoughts.' }, 400,
      { resultCode: 1009, resultDescription: 'Only an order waiting for approval can be approved or rejected.' });
  });

  it('refuses an order over its agent\'s credit limit (1010)', async () => {
    await interaction('provider staff approving PIN order PO9100005 over its agent\'s credit limit', AS_SUPPORT_OVER_LIMIT, tokens.demoSupport, { orderRef: 'PO9100005', approve: true, comment: 'Approved.' }, 400,
      { resultCode: 1010, resultDescription: 'This order cannot be approved: its value would exceed a credit limit of the ordering agent or of an agent above it.' });
  });

  it('refuses an unknown order (1004)', async () => {
    await interaction('provider staff approving a PIN order that does not exist', AS_SUPPORT, tokens.demoSupport, { orderRef: UNKNOWN_REF, approve: true, comment: 'Approved.' }, 400, NOT_FOUND);
  });

  it('is refused to a merchant administrator (1003)', async () => {
    await interaction('an MD administrator approving PIN order PO9100001', AS_ADMIN, tokens.demoAdmin, { orderRef: 'PO9100001', approve: true, comment: 'Approved.' }, 403,
      denied('SCP.EVDS.PIN.BATCH.FILE.APPROVE_W'));
  });
});

describe('queueing a failed PIN generation again', () => {
  const interaction = (description: string, state: string, token: string, orderRef: string, status: number, answer: Record<string, unknown>) =>
    createPact()
      .addInteraction()
      .given(state)
      .uponReceiving(description)
      .withRequest('POST', '/api/v1/retry-pin-order-generation', (b) => b.headers(bearer(token)).jsonBody({ orderRef }))
      .willRespondWith(status, (b) => b.jsonBody(refusalBody(answer)))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url, token);
        expect(await call(client.POST('/api/v1/retry-pin-order-generation', { body: { orderRef } }))).toEqual(answer);
      });

  it('queues the generation of an approved order whose PINs failed', async () => {
    await interaction('provider staff queueing the failed generation of PIN order PO9100006', AS_SUPPORT_FAILED, tokens.demoSupport, 'PO9100006', 200,
      { resultCode: 0, resultDescription: 'The generation of this order\'s PINs has been queued again.' });
  });

  it('refuses an order whose generation has not failed (1009)', async () => {
    await interaction('provider staff queueing the generation of waiting PIN order PO9100001', AS_SUPPORT_FAILED, tokens.demoSupport, 'PO9100001', 400,
      { resultCode: 1009, resultDescription: 'Only an approved order whose PIN generation failed can be queued again.' });
  });

  it('refuses an unknown order (1004)', async () => {
    await interaction('provider staff queueing the generation of a PIN order that does not exist', AS_SUPPORT_FAILED, tokens.demoSupport, UNKNOWN_REF, 400, NOT_FOUND);
  });

  it('is refused to a merchant administrator (1003)', async () => {
    await interaction('an MD administrator queueing the failed generation of PIN order PO9100006', AS_ADMIN_FAILED, tokens.demoAdmin, 'PO9100006', 403,
      denied('SCP.EVDS.PIN.BATCH.FILE.APPROVE_W'));
  });

  it('is refused without a session (4001)', async () => {
    const refusal = { resultCode: 4001, resultDescription: 'Your session has expired, please login again.' };
    await createPact()
      .addInteraction()
      .given('the portal is running')
      .uponReceiving('queueing the failed generation of a PIN order without a bearer token')
      .withRequest('POST', '/api/v1/retry-pin-order-generation', (b) => b.jsonBody({ orderRef: 'PO9100006' }))
      .willRespondWith(403, (b) => b.jsonBody(refusalBody(refusal)))
      .executeTest(async (mock) => {
        const { client, call } = clientFor(mock.url);
        expect(await call(client.POST('/api/v1/retry-pin-order-generation', { body: { orderRef: 'PO9100006' } }))).toEqual(refusal);
      });
  });
});

describe('downloading the PINs of an order', () => {
  const download = (mockUrl: string, token: string, orderRef: string, type: 'txt' | 'pgp') => {
    const api = clientFor(mockUrl, token);
    return api.download(api.client.GET('/api/v1/download-pin-batch-order', { params: { query: { type, orderRef } }, parseAs: 'blob' }));
  };
  /** The file's text pinned by a pattern (its PINs, and a pgp file's encryption, are random).
   * Pact compares a body that is not text by the type it sniffs from its bytes (tree_magic), which
   * takes an ASCII-armored '-----BEGIN' block for a certificate: the pgp body is declared as that,
   * and the Content-Type header pins the real type. */
  const fileDownload = (description: string, type: 'txt' | 'pgp', contentType: RegExp, example: { type: string; text: string; pattern: RegExp }) => {
    const fileName = `PO9100002.txt${type === 'pgp' ? '.pgp' : ''}`;
    return createPact()
      .addInteraction()
      .given(AS_ADMIN)
      .uponReceiving(description)
      .withRequest('GET', '/api/v1/download-pin-batch-order', (b) => b.headers(bearer(tokens.demoAdmin)).query({ type, orderRef: 'PO9100002' }))
      .willRespondWith(200, (b) =>
        b
          .body(type === 'pgp' ? 'application/x-x509-ca-cert' : 'text/plain', Buffer.from(example.text))
          .matchingRules({ body: [{ path: '$', rules: [regex(example.pattern, example.text)] }] })
          .headers({
            'Content-Type': regex(contentType, example.type),
            'Content-Disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
            'Cache-Control': 'no-store',
          }),
      )
      .executeTest(async (mock) => {
        const outcome = await download(mock.url, tokens.demoAdmin, 'PO9100002', type);
        expect(outcome).toMatchObject({ ok: true, fileName });
        if (outcome.ok) expect(await outcome.blob.text()).toMatch(example.pattern);
      });
  };
  const refused = (description: string, state: string, token: string, orderRef: string, type: 'txt' | 'pgp', status: number, refusal: Record<string, unknown>) =>
    refusedGet({ description, state, token, path: '/api/v1/download-pin-batch-order', query: { type, orderRef } }, status, refusal,
      (url) => download(url, token, orderRef, type), { ok: false, result: refusal });

  it('answers the PINs as text', async () => {
    await fileDownload('an MD administrator downloading PIN order PO9100002 as txt', 'txt', /^text\/plain(;.*)?$/, {
      type: 'text/plain; charset=utf-8',
      text: 'serial,pin,productCode,value,currency\n100000000121,7391028465019283,AUD50,50.00,AUD\n100000000122,1839201746352817,AUD50,50.00,AUD\n100000000123,5028371946120394,AUD50,50.00,AUD\n',
      pattern: /^serial,pin,productCode,value,currency\n(\d+,[1-9]\d{15},AUD50,50\.00,AUD\n){3}$/,
    });
  });

  it('answers the PINs encrypted to the agent\'s OpenPGP key', async () => {
    await fileDownload('an MD administrator downloading PIN order PO9100002 as pgp', 'pgp', /^application\/pgp-encrypted$/, {
      type: 'application/pgp-encrypted',
      text: '-----BEGIN PGP MESSAGE-----\n\nwV4DAbCdEf0123456EgEHQ\n=abcd\n-----END PGP MESSAGE-----\n',
      pattern: /^-----BEGIN PGP MESSAGE-----\n\n[A-Za-z0-9+/=\n]+-----END PGP MESSAGE-----\n$/,
    });
  });

  it('refuses an order that is not ready (1009)', async () => {
    await refused('an MD administrator downloading waiting PIN order PO9100001', AS_ADMIN, tokens.demoAdmin, 'PO9100001', 'txt', 400,
      { resultCode: 1009, resultDescription: 'The order is not ready for download.' });
  });

  it('refuses a pgp file while the agent has no OpenPGP key (1009)', async () => {
    await refused('an MD administrator downloading SD0001\'s PIN order PO9100004 as pgp', AS_ADMIN, tokens.demoAdmin, 'PO9100004', 'pgp', 400,
      { resultCode: 1009, resultDescription: 'No OpenPGP key is set for this merchant account. Ask your provider to set one to download encrypted PIN files.' });
  });

  it('answers an order of another agent as unknown (1004)', async () => {
    await refused('a sub division manager downloading MD0001\'s PIN order PO9100002', AS_SD0002, SD0002_TOKEN, 'PO9100002', 'txt', 400, NOT_FOUND);
  });

  it('is refused without SCP.EVDS.PIN.BATCH.FILE.LIST_R (1003)', async () => {
    await refused('a user without the PIN order permission downloading PIN order PO9100002', AS_VIEWER, tokens.demoViewer, 'PO9100002', 'txt', 403, denied(LIST_R));
  });
});

describe('downloading the attachment of an order', () => {
  const download = (mockUrl: string, token: string, orderRef: string) => {
    const api = clientFor(mockUrl, token);
    return api.download(api.client.GET('/api/v1/download-pin-batch-order-document', { params: { query: { orderRef } }, parseAs: 'blob' }));
  };
  const refused = (description: string, state: string, token: string, orderRef: string, status: number, refusal: Record<string, unknown>) =>
    refusedGet({ description, state, token, path: '/api/v1/download-pin-batch-order-document', query: { orderRef } }, status, refusal,
      (url) => download(url, token, orderRef), { ok: false, result: refusal });

  it('answers the file attached to the order', async () => {
    const text = 'line,product,qty\n1,AUD20,5\n';
    await createPact()
      .addInteraction()
      .given(AS_ADMIN)
      .uponReceiving('an MD administrator downloading the attachment of PIN order PO9100001')
      .withRequest('GET', '/api/v1/download-pin-batch-order-document', (b) => b.headers(bearer(tokens.demoAdmin)).query({ orderRef: 'PO9100001' }))
      // Declared as text (Pact compares bytes by what they look like); the header says CSV.
      .willRespondWith(200, (b) =>
        b.body('text/plain', Buffer.from(text)).headers({ 'Content-Type': regex(/^text\/csv(;.*)?$/, 'text/csv'), 'Content-Disposition': like('attachment; filename="purchase-order.csv"') }),
      )
      .executeTest(async (mock) => {
        const outcome = await download(mock.url, tokens.demoAdmin, 'PO9100001');
        expect(outcome.ok).toBe(true);
        if (outcome.ok) expect(await outcome.blob.text()).toBe(text);
      });
  });

  it('refuses an order without an attachment (1004)', async () => {
    await refused('an MD administrator downloading the attachment of PIN order PO9100002, which has none', AS_ADMIN, tokens.demoAdmin, 'PO9100002', 400,
      { resultCode: 1004, resultDescription: 'This order has no attachment.' });
  });

  it('answers an order of another agent as unknown (1004)', async () => {
    await refused('a sub division manager downloading the attachment of MD0001\'s PIN order PO9100001', AS_SD0002, SD0002_TOKEN, 'PO9100001', 400, NOT_FOUND);
  });

  it('is refused without SCP.EVDS.PIN.BATCH.FILE.LIST_R (1003)', async () => {
    await refused('a user without the PIN order permission downloading the attachment of PIN order PO9100001', AS_VIEWER, tokens.demoViewer, 'PO9100001', 403, denied(LIST_R));
  });
});

describe('an agent\'s OpenPGP key', () => {
  const demoKey = {
    fingerprint: DEMO_PGP_FINGERPRINT, algorithm: 'ecdh curve25519Legacy', userIds: ['MD0001 demo PIN files <pins@md0001.example.com>'],
    keyCreatedDate: '2026-01-01 00:00:00', keyExpiresDate: null, setBy: 'support',
  };
  const read = (mockUrl: string, token: string, agentCode?: string) => {
    const { client, call } = clientFor(mockUrl, token);
    return call(client.GET('/api/v1/agent-pgp-key', { params: { query: agentCode ? { agentCode } : {} } }));
  };
  const set = (mockUrl: string, token: string, body: { agentCode: string; publicKey: string | null }) => {
    const { client, call } = clientFor(mockUrl, token);
    return call(client.PUT('/api/v1/agent-pgp-key', { body }));
  };

  it('answers the key of the user\'s own agent', async () => {
    await createPact()
      .addInteraction()
      .given(AS_ADMIN)
      .uponReceiving('an MD administrator reading its agent\'s OpenPGP key')
      .withRequest('GET', '/api/v1/agent-pgp-key', (b) => b.headers(bearer(tokens.demoAdmin)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0, resultDescription: string('Success'), agentCode: 'MD0001', agentName: 'Southern Cross Distribution', ...demoKey,
          setDate: timestamp(), publicKey: regex(/^-----BEGIN PGP PUBLIC KEY BLOCK-----\n[\s\S]+-----END PGP PUBLIC KEY BLOCK-----\n$/, DEMO_PGP_PUBLIC_KEY),
        }),
      )
      .executeTest(async (mock) => {
        expect(await read(mock.url, tokens.demoAdmin)).toMatchObject({ resultCode: 0, agentCode: 'MD0001', ...demoKey });
      });
  });

  it('refuses an agent outside the user\'s structure (1005)', async () => {
    const refusal = { resultCode: 1005, resultDescription: 'This agent is outside your company structure.' };
    await refusedGet({ description: 'a sub division manager reading MD0001\'s OpenPGP key', state: AS_SD0002, token: SD0002_TOKEN, path: '/api/v1/agent-pgp-key',
      query: { agentCode: 'MD0001' } }, 403, refusal, (url) => read(url, SD0002_TOKEN, 'MD0001'));
  });

  it('is refused without SCP.EVDS.PIN.BATCH.FILE.LIST_R (1003)', async () => {
    await refusedGet({ description: 'a user without the PIN order permission reading its agent\'s OpenPGP key', state: AS_VIEWER, token: tokens.demoViewer,
      path: '/api/v1/agent-pgp-key', query: {} }, 403, denied(LIST_R), (url) => read(url, tokens.demoViewer));
  });

  const setting = (description: string, state: string, token: string, body: { agentCode: string; publicKey: string | null }, status: number, answer: Record<string, unknown>, expected: Record<string, unknown>) =>
    createPact()
      .addInteraction()
      .given(state)
      .uponReceiving(description)
      .withRequest('PUT', '/api/v1/agent-pgp-key', (b) => b.headers(bearer(token)).jsonBody(body))
      .willRespondWith(status, (b) => b.jsonBody(answer))
      .executeTest(async (mock) => {
        expect(await set(mock.url, token, body)).toMatchObject(expected);
      });

  it('is set by provider staff', async () => {
    const body = { agentCode: 'SD0001', publicKey: DEMO_PGP_PUBLIC_KEY };
    await setting('provider staff setting SD0001\'s OpenPGP key', AS_SUPPORT, tokens.demoSupport, body, 200,
      { resultCode: 0, resultDescription: string('The OpenPGP key has been set.'), agentCode: 'SD0001', agentName: 'Harbour Sub Division', ...demoKey, setDate: timestamp(), publicKey: string(DEMO_PGP_PUBLIC_KEY) },
      { resultCode: 0, agentCode: 'SD0001', ...demoKey });
  });

  it('is removed by provider staff', async () => {
    const removed = { agentCode: 'MD0001', agentName: 'Southern Cross Distribution', fingerprint: null, algorithm: null, userIds: [], keyCreatedDate: null, keyExpiresDate: null, setBy: null, setDate: null, publicKey: null };
    await setting('provider staff removing MD0001\'s OpenPGP key', AS_SUPPORT, tokens.demoSupport, { agentCode: 'MD0001', publicKey: null }, 200,
      { resultCode: 0, resultDescription: string('The OpenPGP key has been removed.'), ...removed }, { resultCode: 0, ...removed });
  });

  it('refuses a private key (1001 publicKey)', async () => {
    const refusal = { resultCode: 1001, resultDescription: 'This is a private key. Send only the public key and keep the private key secret.', field: 'publicKey' };
    await setting('provider staff setting a private key as SD0001\'s OpenPGP key', AS_SUPPORT, tokens.demoSupport, { agentCode: 'SD0001', publicKey: DEMO_PGP_PRIVATE_KEY }, 400,
      refusalBody(refusal), refusal);
  });

  it('refuses an unknown agent (1004)', async () => {
    const refusal = { resultCode: 1004, resultDescription: 'The agent was not found.' };
    await setting('provider staff setting the OpenPGP key of an agent that does not exist', AS_SUPPORT, tokens.demoSupport, { agentCode: 'ZZ9999', publicKey: DEMO_PGP_PUBLIC_KEY }, 400,
      refusalBody(refusal), refusal);
  });

  it('is refused to a merchant administrator (1003)', async () => {
    const refusal = denied('SCP.EVDS.PIN.BATCH.KEY_W');
    await setting('an MD administrator setting its agent\'s OpenPGP key', AS_ADMIN, tokens.demoAdmin, { agentCode: 'MD0001', publicKey: DEMO_PGP_PUBLIC_KEY }, 403,
      refusalBody(refusal), refusal);
  });
});
