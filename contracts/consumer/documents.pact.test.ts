// Pact: resource management and Contact Us through the client's typed API client (src/shared/api):
// the administrators' list of documents (refused without SCP.FLEX.ACCOUNT.MANAGER_R), creating
// an HTML notice (sanitised by the server) and a FILE resource (multipart saveDocumentRequest and
// file), refused to a merchant administrator without SCP.PORTAL.DOCUMENTS_W, for a file of a
// refused kind or a name past the setting, for HTML that is nothing once sanitised and for a FILE
// without its file; updating a document, refused for an unknown id; a signed-in message to support
// with an attachment, refused for an executable and without a session.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { toFormData } from '../../src/shared/api';
import { bearer, clientFor, createPact, tokens } from './support/pact';
import { MULTIPART, multipartBytes, sendingFixedBoundary, textPartRules } from './support/multipart';

const { eachLike, integer, like, string } = MatchersV3;

const AS_SUPPORT = 'PROVIDER support is signed in and the portal has documents';
const AS_ADMIN = 'MD0001 admin is signed in and the portal has documents';
const AS_VIEWER = 'MD0001 viewer is signed in and the portal has documents';
/** contracts/provider/states/documents.ts */
const NOTICE_ID = 910001;

describe('the resource management list', () => {
  const query = { searchText: 'PACT-NOTICE', documentType: 'MER_ALL', orderBy: 'id', orderType: 'DESC', pageIndex: 1, pageSize: 10 } as const;
  const list = (mockUrl: string, token: string) => {
    const { client, call } = clientFor(mockUrl, token);
    return call(client.POST('/api/v1/get-resource-management', { body: query }));
  };

  it('lists the documents matching the filters, id descending', async () => {
    const notice = {
      id: NOTICE_ID, code: 'PACT-NOTICE', description: 'Stock take notice', documentType: 'MER_ALL', contentType: 'HTML',
      content: '<p>Stock take on Friday 28 November.</p>', location: { name: 'Company Details', url: 'company-details' }, active: 'T',
    };
    await createPact()
      .addInteraction()
      .given(AS_SUPPORT)
      .uponReceiving('provider staff listing the documents coded PACT-NOTICE for everyone')
      .withRequest('POST', '/api/v1/get-resource-management', (b) => b.headers(bearer(tokens.demoSupport)).jsonBody(query))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resultCode: 0,
          resultDescription: string('Success'),
          totalRecord: integer(1),
          data: eachLike({
            id: integer(NOTICE_ID), code: string('PACT-NOTICE'), description: string('Stock take notice'), documentType: 'MER_ALL', contentType: string('HTML'),
            content: string(notice.content), location: { name: string('Company Details'), url: string('company-details') }, active: string('T'),
          }),
        }),
      )
      .executeTest(async (mock) => {
        expect(await list(mock.url, tokens.demoSupport)).toEqual({ resultCode: 0, resultDescription: 'Success', totalRecord: 1, data: [notice] });
      });
  });

  it('is refused without SCP.FLEX.ACCOUNT.MANAGER_R (1003)', async () => {
    const refusal = { resultCode: 1003, resultDescription: 'You do not have SCP.FLEX.ACCOUNT.MANAGER_R permission.' };
    await createPact()
      .addInteraction()
      .given(AS_VIEWER)
      .uponReceiving('a user without SCP.FLEX.ACCOUNT.MANAGER_R listing the documents')
      .withRequest('POST', '/api/v1/get-resource-management', (b) => b.headers(bearer(tokens.demoViewer)).jsonBody(query))
      .willRespondWith(403, (b) => b.jsonBody({ resultCode: 1003, resultDescription: like(refusal.resultDescription) }))
      .executeTest(async (mock) => {
        expect(await list(mock.url, tokens.demoViewer)).toEqual(refusal);
      });
  });
});

type SaveRequest = { saveDocumentRequest: Record<string, unknown>; file?: File };

/** One save-document interaction: the client's multipart bytes, the answer expected. */
async function saveDocument(options: {
  method: 'POST' | 'PUT';
  state: string;
  token: string;
  description: string;
  request: SaveRequest;
  status: number;
  answer: Record<string, unknown>;
}) {
  const body = await multipartBytes(toFormData(options.request));
  await createPact()
    .addInteraction()
    .given(options.state)
    .uponReceiving(options.description)
    .withRequest(options.method, '/api/v1/save-document', (b) => b.headers(bearer(options.token)).body(MULTIPART, body))
    .willRespondWith(options.status, (b) => b.jsonBody(options.answer))
    .executeTest(async (mock) => {
      const { client, call } = clientFor(mock.url, options.token);
      const answer = await sendingFixedBoundary(() =>
        options.method === 'POST'
          ? call(client.POST('/api/v1/save-document', { body: options.request as never, bodySerializer: toFormData }))
          : call(client.PUT('/api/v1/save-document', { body: options.request as never, bodySerializer: toFormData })),
      );
      expect(answer).toEqual(options.answer);
    });
}

const stockTakeNotice = {
  code: 'STOCKTAKE-2026', description: 'Stock take notice', documentTypeCode: 'MER_ALL', contentType: 'HTML',
  content: '<p onclick="steal()">Stock take on <b>Friday</b> 28 November.</p><script>alert(1)</script>', location: 'company-details', active: 'T',
};
const priceListResource = { code: 'PRICES-2026', description: 'Price list', documentTypeCode: 'MER_MERCHANT', contentType: 'FILE', content: 'price-list.pdf', location: 'resources', active: 'T' };
const pdf = (name = 'price-list.pdf') => new File(['%PDF-1.4 prices'], name, { type: 'application/pdf' });

describe('creating a document', () => {
  it('creates an HTML notice (the server removes its script and event handler)', async () => {
    await saveDocument({
      method: 'POST', state: AS_SUPPORT, token: tokens.demoSupport, description: 'provider staff creating an HTML notice with a script in it',
      request: { saveDocumentRequest: stockTakeNotice }, status: 200, answer: { resultCode: 0, resultDescription: 'The document has been created.' },
    });
  });

  it('creates a FILE resource from the file part', async () => {
    await saveDocument({
      method: 'POST', state: AS_SUPPORT, token: tokens.demoSupport, description: 'provider staff creating a FILE resource with a PDF',
      request: { saveDocumentRequest: priceListResource, file: pdf() }, status: 200, answer: { resultCode: 0, resultDescription: 'The document has been created.' },
    });
  });

  it('is refused to a merchant administrator without SCP.PORTAL.DOCUMENTS_W (1003)', async () => {
    await saveDocument({
      method: 'POST', state: AS_ADMIN, token: tokens.demoAdmin, description: 'a merchant administrator creating a notice',
      request: { saveDocumentRequest: stockTakeNotice }, status: 403, answer: { resultCode: 1003, resultDescription: 'You do not have SCP.PORTAL.DOCUMENTS_W permission.' },
    });
  });

  it('refuses a file that is an executable, naming it (1001)', async () => {
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])], 'setup.exe', { type: 'application/octet-stream' });
    await saveDocument({
      method: 'POST', state: AS_SUPPORT, token: tokens.demoSupport, description: 'provider staff creating a FILE resource with an executable',
      request: { saveDocumentRequest: { ...priceListResource, content: 'setup.exe' }, file: program }, status: 400,
      answer: { resultCode: 1001, resultDescription: 'setup.exe has failed to upload. This file type is not accepted for security reasons.', field: 'file' },
    });
  });

  it('refuses a file name longer than the setting allows (1001)', async () => {
    const name = `${'n'.repeat(197)}.pdf`;
    await saveDocument({
      method: 'POST', state: AS_SUPPORT, token: tokens.demoSupport, description: 'provider staff creating a FILE resource whose file name has 201 characters',
      request: { saveDocumentRequest: { ...priceListResource, content: name }, file: pdf(name) }, status: 400,
      answer: { resultCode: 1001, resultDescription: 'Max filename length: 200', field: 'file' },
    });
  });

  it('refuses a FILE document without its file (1001)', async () => {
    await saveDocument({
      method: 'POST', state: AS_SUPPORT, token: tokens.demoSupport, description: 'provider staff creating a FILE resource without the file',
      request: { saveDocumentRequest: priceListResource }, status: 400, answer: { resultCode: 1001, resultDescription: 'File is required.', field: 'file' },
    });
  });

  it('refuses HTML that is nothing once its script is removed (1001)', async () => {
    await saveDocument({
      method: 'POST', state: AS_SUPPORT, token: tokens.demoSupport, description: 'provider staff creating a notice that is only a script',
      request: { saveDocumentRequest: { ...stockTakeNotice, content: '<script>alert(document.cookie)</script>' } }, status: 400,
      answer: { resultCode: 1001, resultDescription: 'Content must not be empty.', field: 'saveDocumentRequest.content' },
    });
  });
});

describe('updating a document', () => {
  const update = { id: NOTICE_ID, code: 'PACT-NOTICE', description: 'Stock take notice', documentTypeCode: 'MER_ALL', contentType: 'HTML', content: '<p>Stock take moved to Saturday 29 November.</p>', location: 'company-details', active: 'F' };

  it('updates a notice', async () => {
    await saveDocument({
      method: 'PUT', state: AS_SUPPORT, token: tokens.demoSupport, description: 'provider staff updating notice 910001',
      request: { saveDocumentRequest: update }, status: 200, answer: { resultCode: 0, resultDescription: 'The document has been updated.' },
    });
  });

  it('refuses an unknown document (1004)', async () => {
    await saveDocument({
      method: 'PUT', state: AS_SUPPORT, token: tokens.demoSupport, description: 'provider staff updating a document that does not exist',
      request: { saveDocumentRequest: { ...update, id: 919999 } }, status: 400, answer: { resultCode: 1004, resultDescription: 'The document was not found.' },
    });
  });

  it('is refused to a merchant administrator without SCP.PORTAL.DOCUMENTS_W (1003)', async () => {
    await saveDocument({
      method: 'PUT', state: AS_ADMIN, token: tokens.demoAdmin, description: 'a merchant administrator updating notice 910001',
      request: { saveDocumentRequest: update }, status: 403, answer: { resultCode: 1003, resultDescription: 'You do not have SCP.PORTAL.DOCUMENTS_W permission.' },
    });
  });
});

describe('contact us', () => {
  const message = (files: File[]) => ({
    email: 'admin@md0001.example.com',
    subject: 'Refund not showing',
    content: 'The refund of transaction 100000231 is not in the report yet.',
    transId: '100000231',
    files,
  });
  const send = (mockUrl: string, token: string | undefined, body: ReturnType<typeof message>) => {
    const { client, call } = clientFor(mockUrl, token);
    return sendingFixedBoundary(() => call(client.POST('/api/v1/contact-us', { body, bodySerializer: toFormData })));
  };

  async function contactUs(description: string, token: string | undefined, body: ReturnType<typeof message>, status: number, answer: Record<string, unknown>) {
    const bytes = await multipartBytes(toFormData(body));
    await createPact()
      .addInteraction()
      .given(AS_ADMIN)
      .uponReceiving(description)
      .withRequest('POST', '/api/v1/contact-us', (b) => {
        if (token) b.headers(bearer(token));
        b.body(MULTIPART, bytes).matchingRules(textPartRules(body));
      })
      .willRespondWith(status, (b) => b.jsonBody(answer))
      .executeTest(async (mock) => {
        expect(await send(mock.url, token, body)).toEqual(answer);
      });
  }

  it('sends a message with an attachment to support', async () => {
    await contactUs('a signed-in message to support with a PDF attachment', tokens.demoAdmin, message([new File(['%PDF-1.4 statement'], 'statement.pdf', { type: 'application/pdf' })]), 200,
      { resultCode: 0, resultDescription: 'Your message has been sent to support.' });
  });

  it('refuses an executable attachment, naming it (1001)', async () => {
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])], 'tool.exe', { type: 'application/octet-stream' });
    await contactUs('a signed-in message to support with tool.exe attached', tokens.demoAdmin, message([program]), 400,
      { resultCode: 1001, resultDescription: 'tool.exe has failed to upload. This file type is not accepted for security reasons.', field: 'files' });
  });

  it('is refused without a session (4001)', async () => {
    await contactUs('a message to support through contact-us without a bearer token', undefined, message([]), 403,
      { resultCode: 4001, resultDescription: 'Your session has expired, please login again.' });
  });
});
