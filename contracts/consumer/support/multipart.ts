// Multipart requests in a pact. FormData picks a random boundary for each request and Pact
// compares the Content-Type with its boundary, so a test gives every multipart request one fixed
// boundary: the bytes are otherwise the client's own serialization (toFormData), recorded as the
// interaction's body and sent as they are while the test runs.
import { MatchersV3 } from '@pact-foundation/pact';

export const BOUNDARY = 'pact-multipart-boundary';
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

async function withFixedBoundary(request: Request): Promise<Request> {
  const boundary = /boundary=(.+)$/.exec(request.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return request;
  const body = Buffer.from(await request.clone().arrayBuffer()).toString('latin1').split(boundary).join(BOUNDARY);
  const headers = new Headers(request.headers);
  headers.set('content-type', MULTIPART);
  return new Request(request, { body: Buffer.from(body, 'latin1'), headers });
}

/** The bytes the client sends for a multipart body (with the fixed boundary). */
export async function multipartBytes(form: FormData): Promise<Buffer> {
  const request = await withFixedBoundary(new Request('http://pact.invalid/', { method: 'POST', body: form }));
  return Buffer.from(await request.arrayBuffer());
}

/** Runs `test` with the client's multipart requests sent with the fixed boundary. */
export async function sendingFixedBoundary<T>(test: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => realFetch(await withFixedBoundary(new Request(input, init)));
  try {
    return await test();
  } finally {
    globalThis.fetch = realFetch;
  }
}

/** Text parts carry no Content-Type, which Pact would compare with the body's own: each is
 * matched by its value instead. */
export const textPartRules = (fields: Record<string, unknown>) => ({
  body: Object.entries(fields)
    .filter(([, value]) => typeof value === 'string')
    .map(([name, value]) => ({ path: `$.${name}`, rules: [MatchersV3.equal(value)] })),
});
