// The Redux store: the auth slice, the one shared ApiClient (handed to queries and thunks as
// `extra`), the session-invalid handling and the persisted token. The features' RTK Query apis
// are not imported here: the sign-in page must not load RTK Query, so the app adds them (reducer
// and middleware) with `store.injectApis` once their code has loaded (router/ApiBoundary).
import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../shared/api';
import { authSlice, initialAuthState, sessionInvalidated } from '../features/auth';
import type { PortalExtra } from '../shared/api';
import type { PortalApis } from './router/portalApis';
import { readStoredToken, writeStoredToken } from './tokenStorage';

/** The state of each api the app injects, by its reducerPath. */
type ApiStates = { [Api in PortalApis[number] as Api['reducerPath']]: ReturnType<Api['reducer']> };

const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<ApiStates>();

export type RootState = ReturnType<typeof rootReducer>;

/** What injecting needs of an RTK Query api. */
export interface InjectableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/** Dispatched once apis are injected, so that their state exists before a screen reads it. */
const APIS_INJECTED = 'app/apisInjected';

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
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(apiMiddleware.middleware),
  });
  if (persistToken) {
    let saved = store.getState().auth.authToken;
    store.subscribe(() => {
      const token = store.getState().auth.authToken;
      if (token !== saved) writeStoredToken((saved = token));
    });
  }
  /** Adds RTK Query apis (reducer and middleware); an api added before changes nothing. */
  const injectApis = (apis: readonly InjectableApi[]) => {
    for (const api of apis) {
      rootReducer.inject(api as never);
      apiMiddleware.addMiddleware(api.middleware);
    }
    store.dispatch({ type: APIS_INJECTED });
  };
  return Object.assign(store, { injectApis });
}

/** The state a page load starts from: signed out, or the stored token with the user to load. */
export function startingState(): Partial<RootState> {
  return { auth: { ...initialAuthState, authToken: readStoredToken() } };
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];
