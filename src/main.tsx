// Entry of the web client: one store (with the stored token), the signed-in page's chunks started
// early when a token is stored, and the portal.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createPortalStore, startingState } from './app/store';
import { preloadSignedInPage } from './app/router/lazyScreens';
import { AUTH_PATHS } from './features/auth';
import { appCallsStarted } from './shared/api/early-calls';
import { preloadSignedInMessages } from './shared/i18n';

appCallsStarted();
const store = createPortalStore({ preloadedState: startingState() });
// A stored token on a signed-in page: fetch what that page needs side by side, now.
if (store.getState().auth.authToken && !location.pathname.startsWith(AUTH_PATHS.root)) {
  preloadSignedInPage(location.pathname, store.dispatch);
  preloadSignedInMessages();
}
const root = document.getElementById('root');
// The first render as a transition: React renders it in slices, yielding to the browser between
// them, instead of one long task (a phone's main thread stays responsive while the page builds).
if (root) {
  const portal = createRoot(root);
  startTransition(() =>
    portal.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  );
}
