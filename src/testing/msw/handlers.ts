// Default MSW handlers for stories and browser tests: the calls every screen makes at start
// (engine status, version, branding). Bodies are typed from the OpenAPI contract
// (openapi/generated/portal.d.ts `paths`), so a handler that drifts from the contract fails
// the type check. Stories add their own handlers through `parameters.msw`.
import { http, HttpResponse } from 'msw';
import type { paths } from '../../../openapi/generated/portal';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** The JSON body of the 200 answer of `METHOD path` in the contract. */
export type OkBody<P extends keyof paths, M extends Method = 'get'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

export type StatusResponse = OkBody<'/api/status'>;
export type VersionResponse = OkBody<'/api/version'>;
export type CustomTemplateDetailsResponse = OkBody<'/api/custom-template-details'>;

/** A GET handler whose answer must match the contract's 200 body for that path. */
export function contractGet<P extends keyof paths>(path: P, body: OkBody<P> | (() => OkBody<P>)) {
  return http.get(`*${String(path)}`, () =>
    HttpResponse.json((typeof body === 'function' ? (body as () => OkBody<P>)() : body) as never),
  );
}

const ok = { resultCode: 0, resultDescription: 'Success' } as const;

export const defaultBranding: CustomTemplateDetailsResponse = {
  ...ok,
  portalName: 'Merchant Portal',
  brandLogoLight: null,
  brandLogoDark: null,
  faviconLogoLight: null,
  faviconLogoDark: null,
  primaryColor: '#9c0d1b',
  secondaryColor: '#E4E6EF',
};

/** The branding answer, e.g. `brandingHandler({ primaryColor: '#0b5fa5' })` in a shell story. */
export const brandingHandler = (branding: Partial<CustomTemplateDetailsResponse> = {}) =>
  contractGet('/api/custom-template-details', { ...defaultBranding, ...branding });

export const handlers = [
  contractGet('/api/status', { ...ok, status: 'ALIVE' }),
  contractGet('/api/version', { ...ok, versionNumber: '1.0.7' }),
  brandingHandler(),
];
