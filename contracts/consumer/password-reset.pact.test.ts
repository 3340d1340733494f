// Pact: the forgotten-password journey (request a link, check it when the page opens, set the new
// password) and the pre-sign-in contact-support message with attachments, with the refusals a
// merchant meets: a used or unknown link, a password that breaks the rule, a refused attachment.
// The calls go through the client's own RTK Query endpoints (src/features/auth/api.ts).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { authApi } from '../../src/features/auth/api';
import { toFormData } from '../../src/shared/api';
import { apiStoreFor, createPact } from './support/pact';

const { equal, fromProviderState, string } = MatchersV3;

/** The provider state that mails a link answers its token as `token` (contracts/provider/states.ts). */
const LINK_MAILED = 'a reset-password link was mailed to MD0001 jsmith';
const mailedToken = () => fromProviderState('${token}', 'pact-reset-token');
const UNKNOWN_TOKEN = 'pact-unknown-reset-token';
const INVALID_TOKEN_TEXT = 'Invalid token or token has expired!';
const NEW_PASSWORD = 'Portal#2027';
/** The password rule of spec 1 section 5, which the server words refusals with. */
const PASSWORD_RULE =
  'Password must be 8-50 characters long and contain at least one upper case letter, one lower case letter, one numeric character, and one special character with no spaces.';

const storeFor = (mockUrl: string) => apiStoreFor(mockUrl);

/**
 * FormData picks a random boundary for each request; Pact compares the Content-Type with its
 * boundary, so the test gives every multipart request one fixed boundary (the bytes are the
 * client's own serialization otherwise).
 */
const BOUNDARY = 'pact-contact-support-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

async function withFixedBoundary(request: Request): Promise<Request> {
  const boundary = /boundary=(.+)$/.exec(request.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return request;
  const body = Buffer.from((await request.clone().arrayBuffer())).toString('latin1').split(boundary).join(BOUNDARY);
  const headers = new Headers(request.headers);
  headers.set('content-type', MULTIPART);
  return new Request(request, { body: Buffer.from(body, 'latin1'), headers });
}

/** The bytes the client sends for a multipart body (with the fixed boundary). */
async function multipartBytes(form: FormData): Promise<Buffer> {
  const request = await withFixedBoundary(new Request('http://pact.invalid/', { method: 'POST', body: form }));
  return Buffer.from(await request.arrayBuffer());
}

/** Runs `test` with the client's multipart requests sent with the fixed boundary. */
async function sendingFixedBoundary<T>(test: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => realFetch(await withFixedBoundary(new Request(input, init)));
  try {
    return await test();
  } finally {
    globalThis.fetch = realFetch;
  }
}

/**
 * Text parts carry no Content-Type, which Pact would compare with the body's own: each is
 * matched by its value instead.
 */
const textPartRules = (message: Record<string, unknown>) => ({
  body: Object.entries(message)
    .filter(([, value]) => typeof value === 'string')
    .map(([name, value]) => ({ path: `$.${name}`, rules: [equal(value)] })),
});

const supportMessage = (files: File[]) => ({
  email: 'owner@r00001.example.com',
  subject: 'Cannot sign in',
  content: 'My account is locked after a password change.',
  files,
});

describe('reset-password calls', () => {
  it('accepts a reset request and answers the same whether or not an account matched', async () => {
    const body = { username: 'jsmith', email: 'jsmith.md0001@demo.example' };
    await createPact()
      .addInteraction()
      .given('the demo company exists')
      .uponReceiving('a request to mail a reset-password link to MD0001 jsmith')
      .withRequest('POST', '/api/auth/request-reset-password', (b) => b.jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody({ resultCode: 0, resultDescription: string('If a matching account exists, an email with a link to reset the password will be sent.') }),
      )
      .executeTest(async (mock) => {
        const answer = await storeFor(mock.url).dispatch(authApi.endpoints.requestResetPassword.initiate(body));
        expect(answer.error).toBeUndefined();
      });
  });

  it('finds a mailed link valid when the page opens', async () => {
    await createPact()
      .addInteraction()
      .given(LINK_MAILED)
      .uponReceiving('a check of a mailed reset-password link')
      .withRequest('POST', '/api/auth/validate-reset-password-token', (b) => b.jsonBody({ token: mailedToken() }))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Success') }))
      .executeTest(async (mock) => {
        const answer = await storeFor(mock.url).dispatch(authApi.endpoints.checkResetPasswordToken.initiate('pact-reset-token'));
        expect(answer.isSuccess).toBe(true);
      });
  });

  it('refuses an unknown, used or expired link with 1013', async () => {
    await createPact()
      .addInteraction()
      .given('the portal is running')
      .uponReceiving('a check of an unknown reset-password link')
      .withRequest('POST', '/api/auth/validate-reset-password-token', (b) => b.jsonBody({ token: UNKNOWN_TOKEN }))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1013, resultDescription: INVALID_TOKEN_TEXT }))
      .executeTest(async (mock) => {
        const answer = await storeFor(mock.url).dispatch(authApi.endpoints.checkResetPasswordToken.initiate(UNKNOWN_TOKEN));
        expect(answer.error).toEqual({ resultCode: 1013, resultDescription: INVALID_TOKEN_TEXT });
      });
  });

  it('sets the new password with a mailed link', async () => {
    await createPact()
      .addInteraction()
      .given(LINK_MAILED)
      .uponReceiving('a password reset with a mailed link')
      .withRequest('POST', '/api/auth/reset-password', (b) =>
        b.jsonBody({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token: mailedToken() }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Your password has been reset.') }))
      .executeTest(async (mock) => {
        const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token: 'pact-reset-token' };
        const answer = await storeFor(mock.url).dispatch(authApi.endpoints.resetPassword.initiate(body));
        expect(answer.error).toBeUndefined();
      });
  });

  it('refuses a reset with an unknown, used or expired link with 1013', async () => {
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token: UNKNOWN_TOKEN };
    await createPact()
      .addInteraction()
      .given('the portal is running')
      .uponReceiving('a password reset with an unknown link')
      .withRequest('POST', '/api/auth/reset-password', (b) => b.jsonBody(body))
      .willRespondWith(400, (b) => b.jsonBody({ resultCode: 1013, resultDescription: INVALID_TOKEN_TEXT }))
      .executeTest(async (mock) => {
        const answer = await storeFor(mock.url).dispatch(authApi.endpoints.resetPassword.initiate(body));
        expect(answer.error).toEqual({ resultCode: 1013, resultDescription: INVALID_TOKEN_TEXT });
      });
  });

  it('refuses a new password that breaks the rule with 1001, the field and the rule text of the spec', async () => {
    await createPact()
      .addInteraction()
      .given(LINK_MAILED)
      .uponReceiving('a password reset with a password without upper case or special characters')
      .withRequest('POST', '/api/auth/reset-password', (b) =>
        b.jsonBody({ password: 'portal2027', confirmPassword: 'portal2027', token: mailedToken() }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ resultCode: 1001, resultDescription: PASSWORD_RULE, field: 'password' }),
      )
      .executeTest(async (mock) => {
        const body = { password: 'portal2027', confirmPassword: 'portal2027', token: 'pact-reset-token' };
        const answer = await storeFor(mock.url).dispatch(authApi.endpoints.resetPassword.initiate(body));
        expect(answer.error).toEqual({ resultCode: 1001, resultDescription: PASSWORD_RULE, field: 'password' });
      });
  });
});

describe('contact support before sign-in', () => {
  it('sends a message with an attachment as multipart', async () => {
    const message = supportMessage([new File(['%PDF-1.4 statement'], 'statement.pdf', { type: 'application/pdf' })]);
    const body = await multipartBytes(toFormData(message));
    await createPact()
      .addInteraction()
      .given('the portal is running')
      .uponReceiving('a contact-support message with a PDF attachment')
      .withRequest('POST', '/api/auth/contact-support', (b) => b.body(MULTIPART, body).matchingRules(textPartRules(message)))
      .willRespondWith(200, (b) => b.jsonBody({ resultCode: 0, resultDescription: string('Your message has been sent to support.') }))
      .executeTest(async (mock) => {
        const answer = await sendingFixedBoundary(() =>
          storeFor(mock.url).dispatch(authApi.endpoints.contactSupport.initiate(message)),
        );
        expect(answer.error).toBeUndefined();
      });
  });

  it('refuses an attachment that is an executable whatever its name, naming the file', async () => {
    // A Windows program renamed to .pdf: the client's type check passes it, the server's content check does not.
    const disguised = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])], 'invoice.pdf', { type: 'application/pdf' });
    const message = supportMessage([disguised]);
    const body = await multipartBytes(toFormData(message));
    const refusal = { resultCode: 1001, resultDescription: 'invoice.pdf has failed to upload. This file type is not accepted for security reasons.', field: 'files' };
    await createPact()
      .addInteraction()
      .given('the portal is running')
      .uponReceiving('a contact-support message with an executable named invoice.pdf')
      .withRequest('POST', '/api/auth/contact-support', (b) => b.body(MULTIPART, body).matchingRules(textPartRules(message)))
      .willRespondWith(400, (b) => b.jsonBody(refusal))
      .executeTest(async (mock) => {
        const answer = await sendingFixedBoundary(() =>
          storeFor(mock.url).dispatch(authApi.endpoints.contactSupport.initiate(message)),
        );
        expect(answer.error).toEqual(refusal);
      });
  });
});
