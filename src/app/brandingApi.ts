// RTK Query endpoints of the deployment's branding: read at start (sent without a bearer token,
// shared/api/request-headers.ts; the provider shows empty branding when it fails) and saved by
// provider staff holding SCP.PORTAL.BRANDING_W (answers the saved branding, or the refusal, e.g.
// 1001 naming the field).
import { answerOf, portalApi, type RequestBody } from '../shared/api';
import type { Branding } from '../shared/theme';

/** The body of PUT /api/v1/custom-template-details. */
export type BrandingUpdate = RequestBody<'updateCustomTemplateDetails'>;

export const brandingApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getBranding: build.query<Branding, void>({
      query: () => (client) => client.call(client.client.GET('/api/custom-template-details')),
      transformResponse: answerOf('getCustomTemplateDetails', ({ resultCode: _code, resultDescription: _text, ...branding }) => branding),
    }),
    saveBranding: build.mutation<Branding, BrandingUpdate>({
      query: (body) => (client) => client.call(client.client.PUT('/api/v1/custom-template-details', { body })),
      transformResponse: answerOf('updateCustomTemplateDetails', ({ resultCode: _code, resultDescription: _text, ...branding }) => branding),
    }),
  }),
});

export const { useGetBrandingQuery } = brandingApi;
