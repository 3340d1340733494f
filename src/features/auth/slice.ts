// Auth state (spec 1 section 3): the user, the bearer token (the only part persisted), the
// one-time message of the sign-in page and the loading flags of the user load (reported by the
// profile query, api.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isSessionInvalidResult, type SessionInvalidResult } from '../../shared/api';
import { messageForSessionInvalid, type StoredMessage } from './sessionMessage';
import type { User } from './types';

export interface AuthState {
  user: User | null;
  authToken: string | null;
  message: StoredMessage | null;
  /** The profile request is running. */
  userLoading: boolean;
  /** The profile request failed without ending the session. */
  userError: boolean;
  /** An answer ended the session: the app goes to /logout. */
  logoutRequested: boolean;
}

export const initialAuthState: AuthState = {
  user: null,
  authToken: null,
  message: null,
  userLoading: false,
  userError: false,
  logoutRequested: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<string>) {
      state.authToken = action.payload;
      state.userError = false;
    },
    /** Logout resets everything except a message still to be shown on the sign-in page. */
    loggedOut(state) {
      return { ...initialAuthState, message: state.message };
    },
    messageStored(state, action: PayloadAction<StoredMessage>) {
      state.message = action.payload;
    },
    messageShown(state) {
      state.message = null;
    },
    sessionInvalidated(state, action: PayloadAction<SessionInvalidResult>) {
      // A late answer after sign-out (the logout call itself, a slow request) changes nothing.
      if (!state.authToken) return;
      state.message = messageForSessionInvalid(action.payload, state.message);
      state.logoutRequested = true;
    },
    userLoadStarted(state) {
      state.userLoading = true;
      state.userError = false;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.userLoading = false;
      state.user = action.payload;
    },
    /** Try again after the user could not be loaded: the signed-in pages load it again. */
    userLoadRetried(state) {
      state.userError = false;
    },
    /** The profile request's refusal (the answer), or undefined when it failed without one. */
    userLoadFailed(state, action: PayloadAction<unknown>) {
      state.userLoading = false;
      // The email gate answers 10221/10222 with the user included (spec 1 section 2.1).
      const answer = action.payload as Partial<User> | undefined;
      if (answer && typeof answer.login === 'string' && Array.isArray(answer.acls)) state.user = answer as User;
      // An ended session goes to /logout instead (sessionInvalidated).
      else if (!isSessionInvalidResult(answer)) state.userError = true;
    },
  },
});

export const {
  loggedIn,
  loggedOut,
  messageStored,
  messageShown,
  sessionInvalidated,
  userLoadStarted,
  userLoaded,
  userLoadFailed,
  userLoadRetried,
} = authSlice.actions;

/** The part of the root state this feature reads. */
export interface AuthRootState {
  auth: AuthState;
}

export const selectUser = (state: AuthRootState) => state.auth.user;
export const selectAuthToken = (state: AuthRootState) => state.auth.authToken;
export const selectStoredMessage = (state: AuthRootState) => state.auth.message;
