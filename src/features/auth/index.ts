// The public face of the sign-in feature (screens are in screens.ts, loaded lazily): the state and the rules
// the app shell reads (user, token, stored message, versions). Its RTK Query endpoints (api.ts,
// signInApi.ts) are imported from those files by the screens that use them.
export { useApiVersionText } from './apiVersionText';
export {
  authSlice,
  initialAuthState,
  loggedIn,
  loggedOut,
  messageStored,
  messageShown,
  sessionInvalidated,
  userLoadRetried,
  selectUser,
  selectAuthToken,
  selectStoredMessage,
  type AuthState,
  type AuthRootState,
} from './slice';
export { messageForSessionInvalid, type StoredMessage } from './sessionMessage';
export { loginOutcome, needsEmailConfirmation, type LoginOutcome } from './loginOutcome';
export { AUTH_PATHS } from './paths';
export type { User } from './types';
