// Security headers on every answer (API, web client and errors alike), set in one onSend hook.
import type { FastifyInstance } from 'fastify';

/**
 * What the Vite build needs: its own scripts and styles (styled-components injects <style>
 * elements, hence 'unsafe-inline' for styles only), images from data:/blob: (QR codes, logo
 * previews) and https: (brand logos hosted elsewhere), the live channel over ws(s) on the same
 * host, and blob: workers (the proof-of-work captcha).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
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
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
