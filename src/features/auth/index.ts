// The public face of the sign-in feature (screens are in screens.ts, loaded lazily): the state and the rules
// the app shell reads (user, token, stored message, versions). Its RTK Query api (api.ts) is not
// exported here: the app loads it lazily (src/app/router/ApiBoundary), so the sign-in page never
// loads RTK Query.
export { useApiVersionText } from './apiVersionText';
export {
  authSlice,
  initialAuthState,
  loggedIn,
  loggedOut,
  messageStored,
  messageShown,
  sessionInvalidated,
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
