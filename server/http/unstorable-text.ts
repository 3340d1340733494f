// Text a database cannot keep: NUL (PostgreSQL refuses it in text) and UTF-16 surrogates without
// their pair (not Unicode). Every string of a request's body, query and path is checked before
// validation, so such a request is refused with 400 1001 naming the field, on both databases
// alike, and never reaches a handler or a query. A body nested deeper than MAX_REQUEST_DEPTH is
// refused here too (400 1001, field body), before validation walks it.
import type { FastifyRequest } from 'fastify';
import { fieldPath } from './validation-messages';
import { invalidRequest, unreadableRequest } from './errors';
import { PROBLEM } from '../i18n/problems';

// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The deepest nesting of objects and lists a request may carry; the contract's deepest body is
 * a handful of levels. Deeper is refused before any other check (it was a stack overflow, 500). */
export const MAX_REQUEST_DEPTH = 32;

/** Thrown by findUnstorableText when `value` is nested deeper than MAX_REQUEST_DEPTH. */
export class TooDeeplyNested extends Error {}

/** The JSON pointer of the first unstorable string (or key) inside `value`, in document order, or
 * null. Walks without recursion; throws TooDeeplyNested past MAX_REQUEST_DEPTH. */
export function findUnstorableText(value: unknown, pointer = ''): string | null {
  const stack: { value: unknown; pointer: string; depth: number }[] = [{ value, pointer, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (typeof next.value === 'string') {
      if (UNSTORABLE.test(next.value)) return next.pointer;
      continue;
    }
    if (!next.value || typeof next.value !== 'object' || Buffer.isBuffer(next.value)) continue;
    if (next.depth >= MAX_REQUEST_DEPTH) throw new TooDeeplyNested();
    const children: { value: unknown; pointer: string; depth: number }[] = [];
    if (Array.isArray(next.value)) {
      next.value.forEach((child, i) => children.push({ value: child, pointer: `${next.pointer}/${i}`, depth: next.depth + 1 }));
    } else {
      for (const [key, child] of Object.entries(next.value)) {
        const at = `${next.pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (UNSTORABLE.test(key)) return at;
        children.push({ value: child, pointer: at, depth: next.depth + 1 });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}

/** preValidation hook: refuses a request carrying unstorable text anywhere. */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  for (const value of [request.params, request.query, request.body]) {
    let pointer: string | null;
    try {
      pointer = findUnstorableText(value);
    } catch (error) {
      if (error instanceof TooDeeplyNested) throw unreadableRequest();
      throw error;
    }
    if (pointer !== null) throw fieldPath(pointer) ? invalidRequest(fieldPath(pointer), PROBLEM.unstorable) : unreadableRequest();
  }
}
