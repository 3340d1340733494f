// The security headers of every answer (API, web client and errors alike), set by helmet.
// helmet builds its middleware from the options once, here; @fastify/helmet (used until #38) built
// it again for every request (helmet(options) in its onRequest hook: parsing the CSP's
// directives, a tenth of a cheap call's CPU).
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every answer (API, web client and errors alike), set by helmet: HSTS
 * everywhere, the CSP on everything, and nothing helmet adds beyond these. The CSP is what the
 * Vite build needs: its own scripts and styles (styled-components injects <style> elements, hence
 * 'unsafe-inline' for styles only), images from data: (QR codes) and https: (brand logos hosted
 * elsewhere), blob: workers (the proof-of-work captcha). connect-src is the page's own origin
 * only: the API and the live channel (`ws(s)://<page host>/ws`, src/shared/live/url.ts) are on
 * it, and CSP 3 lets 'self' match ws:/wss: of the same host (Chromium 71+, Firefox, Safari 16+),
 * so no scheme-wide ws:/wss: source is needed.
 */
const securityHeaders: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  xContentTypeOptions: true,
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  // Browsers ignore it over plain http (development); behind TLS it pins https for two years.
  strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
};

const setSecurityHeaders = helmet(securityHeaders);

/** Sets the headers on every answer, before anything else runs (a refusal carries them too). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
