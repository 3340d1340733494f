// The Redux store: the auth slice, the portal's one RTK Query api (src/shared/api/portal-api.ts;
// each feature injects its endpoints when its code loads), the one shared ApiClient (handed to
// queries and thunks as `extra`), the session-invalid handling and the persisted token.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { createApiClient, portalApi, type ApiClient, type ApiClientOptions } from '../shared/api';
import { authSlice, initialAuthState, sessionInvalidated } from '../features/auth';
import type { PortalExtra } from '../shared/api';
import { readStoredToken, writeStoredToken } from '../shared/api/tokenStorage';

const rootReducer = combineReducers({ [authSlice.reducerPath]: authSlice.reducer, [portalApi.reducerPath]: portalApi.reducer });

export type RootState = ReturnType<typeof rootReducer>;

export interface PortalStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Replaces the client (tests); by default one is created on the store's token. */
  apiClient?: ApiClient;
  clientOptions?: Omit<ApiClientOptions, 'getToken' | 'onSessionInvalid'>;
  /** Keep the token in localStorage (default true). */
  persistToken?: boolean;
}

export function createPortalStore({
  preloadedState,
  apiClient,
  clientOptions,
  persistToken = true,
}: PortalStoreOptions = {}) {
  // The client reads the token from, and reports ended sessions to, the store created below.
  const client =
    apiClient ??
    createApiClient({
      ...clientOptions,
      getToken: () => store.getState().auth.authToken,
      onSessionInvalid: (event) => store.dispatch(sessionInvalidated(event)),
    });
  const extra: PortalExtra = { apiClient: client };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(portalApi.middleware),
  });
  if (persistToken) {
    let saved = store.getState().auth.authToken;
    store.subscribe(() => {
      const token = store.getState().auth.authToken;
      if (token !== saved) writeStoredToken((saved = token));
    });
  }
  return store;
}

/** The state a page load starts from: signed out, or the stored token with the user to load. */
export function startingState(): Partial<RootState> {
  return { auth: { ...initialAuthState, authToken: readStoredToken() } };
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];
