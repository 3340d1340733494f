// The Redux store: the auth slice, the RTK Query api slice on the one shared ApiClient (handed to
// queries and thunks as `extra`), the session-invalid handling and the persisted token.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../shared/api';
import { authApi, authSlice, initialAuthState, sessionInvalidated } from '../features/auth';
import { shellDataApi } from '../features/shell-data';
import { companyApi } from '../features/company';
import { profileApi } from '../features/profile';
import type { PortalExtra } from '../shared/api';
import { readStoredToken, writeStoredToken } from './tokenStorage';

const rootReducer = combineReducers({
  auth: authSlice.reducer,
  [authApi.reducerPath]: authApi.reducer,
  [shellDataApi.reducerPath]: shellDataApi.reducer,
  [companyApi.reducerPath]: companyApi.reducer,
  [profileApi.reducerPath]: profileApi.reducer,
});

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
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(authApi.middleware, shellDataApi.middleware, companyApi.middleware, profileApi.middleware),
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
