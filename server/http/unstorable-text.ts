// Text a database cannot keep: NUL (PostgreSQL refuses it in text) and UTF-16 surrogates without
// their pair (not Unicode). Every string of a request's body, query and path is checked before
// validation, so such a request is refused with 400 1001 naming the field, on both databases
// alike, and never reaches a handler or a query.
import type { FastifyRequest } from 'fastify';
import { fieldPath } from './validation-messages';
import { invalidRequest } from './errors';

// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The JSON pointer of the first unstorable string (or key) inside `value`, or null. */
export function findUnstorableText(value: unknown, pointer = ''): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? pointer : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], `${pointer}/${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, child] of Object.entries(value)) {
      const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (UNSTORABLE.test(key)) return at;
      const found = findUnstorableText(child, at);
      if (found !== null) return found;
    }
  }
  return null;
}

/** preValidation hook: refuses a request carrying unstorable text anywhere. */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [['path', request.params], ['query', request.query], ['body', request.body]] as const) {
    const pointer = findUnstorableText(value);
    if (pointer !== null) throw invalidRequest(fieldPath(pointer) || part, 'contains characters that cannot be stored');
  }
}
