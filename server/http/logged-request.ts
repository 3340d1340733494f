// How a request appears in the server log: method, address and URL, with the values of secret
// parameters replaced, so that a call that carries a secret can be logged without it: query
// parameters (reset, impersonation and redirect tokens, codes, keys) and path parameters (the
// voucher PIN of the spec's GET /api/v1/voucher/validate/{pin}) alike, by the parameter's name.
import type { FastifyRequest } from 'fastify';

/** A parameter whose name says it carries a secret: code, pin, pinCode, otp, or a name ending in
 * token, secret, password or key (loginToken, terminalKey...); not agentCode or productCode,
 * which name records. */
const SECRET_PARAMETER = /^(code|pin|pinCode|otp)$|(token|secret|password|key)$/i;
export const REDACTED = '[redacted]';

/** Whether a query or path parameter of this name is redacted in the log. */
export function isSecretParameter(name: string): boolean {
  return SECRET_PARAMETER.test(name);
}

/** The URL with the values of its secret parameters replaced. `route` is the route's Fastify URL
 * (`/api/v1/voucher/validate/:pin`), which names the path's parameters; without it (no route
 * matched) only the query is redacted. */
export function redactUrl(url: string, route?: string): string {
  const question = url.indexOf('?');
  const path = question < 0 ? url : url.slice(0, question);
  const redactedPath = route ? redactPath(path, route) : path;
  if (question < 0) return redactedPath;
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
      return equals >= 0 && isSecretParameter(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

function redactPath(path: string, route: string): string {
  const names = route.split('/');
  if (!names.some((segment) => segment.startsWith(':') && isSecretParameter(segment.slice(1)))) return path;
  return path
    .split('/')
    .map((segment, index) => {
      const name = names[index];
      return name?.startsWith(':') && isSecretParameter(name.slice(1)) ? REDACTED : segment;
    })
    .join('/');
}

/** Query or path parameters as data (an audit record's), with the secret ones' values replaced. */
export function redactParameters(parameters: unknown): unknown {
  if (parameters === null || typeof parameters !== 'object') return parameters ?? null;
  return Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, isSecretParameter(name) ? REDACTED : value]));
}

/** Fastify's `req` log serializer. */
export function loggedRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url, request.routeOptions?.url), host: request.host, remoteAddress: request.ip };
}
