// The public face of the API client: everything features and the app may import from shared/api.
//
//   const api = createApiClient({ getToken: () => store.getState().auth.authToken,
//                                 onSessionInvalid: (r) => store.dispatch(sessionInvalidated(r)) });
//   const stats = await api.call(api.client.GET('/api/v1/daily-stats'));   // 200 body | ApiResult
//   if (isSuccess(stats)) ...                                                // resultCode 0
//   const { answer, response } = await api.callWithResponse(api.client.POST('/api/auth/login', { body }));
//   const token = bearerTokenFrom(response);
//   const file = await api.download(api.client.GET('/api/v1/download-document',
//                                   { params: { query: { documentId } }, parseAs: 'blob' }));
//   await api.call(api.client.POST('/api/v1/contact-us', { body, bodySerializer: toFormData }));
export {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
} from './client';
export {
  unwrap,
  unwrapWithResponse,
  isSuccess,
  bearerTokenFrom,
  type Answer,
  type CallOutcome,
} from './answers';
export { readDownload, fileNameFrom, blobFromBase64, type DownloadOutcome } from './downloads';
export { fileStamp, saveFile, savedFile, savedFileName } from './saved-files';
export { useDownload, type DownloadTrigger } from './useDownload';
export { toFormData } from './multipart';
export {
  NETWORK_ERROR_CODE,
  SESSION_INVALID_CODES,
  isSessionInvalidResult,
  type SessionInvalidCode,
  type SessionInvalidResult,
} from './result-codes';
export type { SessionInvalidListener } from './session-events';
// The contract's result-code catalogue and its named patterns: the server validates with the same
// schemas, so a rule or a code has one home, the contract (re-exported here, not through
// contract-types, so that a build takes only the module a screen uses).
export { ResultCode } from '../../../openapi/generated/result-codes';
export { CONTRACT_PATTERNS } from '../../../openapi/generated/patterns';
export type {
  ApiResult,
  ApiSchema,
  RequestBody,
  RequestQuery,
  SuccessBody,
  components,
  operations,
  paths,
} from './contract-types';
export { clientBaseQuery, type PortalExtra, type ClientCall } from './rtk-base-query';
export { portalApi, answerOf, noAnswer, TAG_TYPES, type PortalTag, type PrefetchDispatch } from './portal-api';
