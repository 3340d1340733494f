// How a request appears in the server log: method, address and URL, with the values of secret
// query parameters (reset, impersonation and redirect tokens, codes, keys) replaced, so a link
// that carries a token can be logged without the token.
import type { FastifyRequest } from 'fastify';

/** A query parameter whose name says it carries a secret: token, loginToken, code, key, secret... */
const SECRET_PARAMETER = /(token|code|key|secret|password)$/i;
export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return equals >= 0 && SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/** Fastify's `req` log serializer. */
export function loggedRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
}
