// Small helpers over shared/api answers used by the sign-in endpoints.
import { NETWORK_ERROR_CODE, bearerTokenFrom, type ApiResult } from '../../shared/api';

export { bearerTokenFrom };

export function networkErrorResultOf(resultDescription: string): ApiResult {
  return { resultCode: NETWORK_ERROR_CODE, resultDescription } as ApiResult;
}
