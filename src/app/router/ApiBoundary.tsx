// Routes whose screens use the features' RTK Query apis sit inside this boundary: it loads the
// apis (and RTK Query) once, adds them to the store, then shows the route's screen; until then
// the routes' Suspense shows its loading screen. The sign-in page is outside it, so a first visit
// never loads RTK Query.
import { use } from 'react';
import { useStore } from 'react-redux';
import { Outlet } from 'react-router-dom';
import type { PortalStore } from '../store';

// One load per store: once it has settled, later visits show their screen at once.
const injected = new WeakMap<PortalStore, Promise<void>>();

function apisInjected(store: PortalStore): Promise<void> {
  let done = injected.get(store);
  if (!done) {
    done = import('./portalApis').then(({ PORTAL_APIS }) => store.injectApis(PORTAL_APIS));
    injected.set(store, done);
  }
  return done;
}

export function ApiBoundary() {
  use(apisInjected(useStore() as PortalStore));
  return <Outlet />;
}
