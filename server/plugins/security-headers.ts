// Security headers on every answer (API, web client and errors alike), set in one onSend hook:
// HSTS everywhere, `Cache-Control: no-store` on every /api answer (tokens, profiles and reports
// never sit in a browser or proxy cache), the CSP on everything.
import type { FastifyInstance } from 'fastify';

/**
 * What the Vite build needs: its own scripts and styles (styled-components injects <style>
 * elements, hence 'unsafe-inline' for styles only), images from data: (QR codes) and https:
 * (brand logos hosted elsewhere), blob: workers (the proof-of-work captcha). connect-src is the
 * page's own origin only: the API and the live channel (`ws(s)://<page host>/ws`,
 * src/shared/live/url.ts) are on it, and CSP 3 lets 'self' match ws:/wss: of the same host
 * (Chromium 71+, Firefox, Safari 16+), so no scheme-wide ws:/wss: source is needed.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  // Browsers ignore it over plain http (development); behind TLS it pins https for two years.
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
};

/** Every answer under /api (JSON, downloads, errors) is kept out of caches. */
const API_CACHE_CONTROL = 'no-store';
const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (isApiUrl(request.url)) reply.header('cache-control', API_CACHE_CONTROL);
    return payload;
  });
}
