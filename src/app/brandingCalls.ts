// The branding calls on the shared client: reading the deployment's branding at start (sent
// without a bearer token; empty branding when it fails) and saving it (provider staff holding
// SCP.PORTAL.BRANDING_W; answers the saved branding or the refusal, e.g. 1001 naming the field).
import type { ApiClient, ApiResult, RequestBody, SuccessBody } from '../shared/api';
import type { Branding } from '../shared/theme';

/** The body of PUT /api/v1/custom-template-details. */
export type BrandingUpdate = RequestBody<'updateCustomTemplateDetails'>;

export async function readBranding(apiClient: ApiClient): Promise<Branding> {
  const answer = await apiClient.call(apiClient.client.GET('/api/custom-template-details'));
  return answer.resultCode === 0 ? (answer as Branding) : {};
}

export function saveBranding(
  apiClient: ApiClient,
  update: BrandingUpdate,
): Promise<SuccessBody<'updateCustomTemplateDetails'> | ApiResult> {
  return apiClient.call(apiClient.client.PUT('/api/v1/custom-template-details', { body: update }));
}
