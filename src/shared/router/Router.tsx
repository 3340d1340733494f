// The router: where the portal is (useLocation) and how to go elsewhere (useNavigate), kept in the
// browser's address and history (BrowserRouter) or in memory (MemoryRouter: Storybook, tests).
// A navigation renders as a transition, as react-router did: while the next page's code loads,
// the current page stays on screen.
import { createContext, startTransition, use, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { locationOf, type Location, type NavigateOptions, type To } from './location';

export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

/** Where a router keeps its entries. */
interface History {
  current(): Location;
  write(location: Location, replace: boolean): void;
  /** Calls back when the entry changes from outside (the browser's back and forward). */
  listen(changed: (location: Location) => void): () => void;
}

interface RouterState {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error('useLocation and useNavigate need a <BrowserRouter> or <MemoryRouter> around them');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

/** Goes to another address; the same function for the router's whole life. */
export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The query of the address, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => {
      const query = (typeof next === 'function' ? next(new URLSearchParams(params)) : next).toString();
      navigate(`?${query}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.current);
  useLayoutEffect(() => history.listen((next) => startTransition(() => setLocation(next))), [history]);
  const navigate = useCallback<NavigateFunction>(
    (to, { replace = false, state } = {}) => {
      const next = locationOf(to, history.current().pathname, state);
      history.write(next, replace);
      startTransition(() => setLocation(next));
    },
    [history],
  );
  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

/** The entry as react-router wrote it, so that a reload keeps a page's navigation state. */
interface BrowserEntry {
  usr?: unknown;
  key?: string;
}

const browserHistory: History = {
  current() {
    const { pathname, search, hash } = window.location;
    const entry = window.history.state as BrowserEntry | null;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  },
  write(location, replace) {
    const entry: BrowserEntry = { usr: location.state, key: location.key };
    const href = location.pathname + location.search + location.hash;
    if (replace) window.history.replaceState(entry, '', href);
    else window.history.pushState(entry, '', href);
  },
  listen(changed) {
    const popped = () => changed(browserHistory.current());
    window.addEventListener('popstate', popped);
    return () => window.removeEventListener('popstate', popped);
  },
};

export function BrowserRouter({ children }: { children: ReactNode }) {
  return <Router history={browserHistory}>{children}</Router>;
}

export type MemoryEntry = string | { pathname: string; state?: unknown };

function memoryHistory(initialEntries: readonly MemoryEntry[]): History {
  const entries = initialEntries.map((entry) => (typeof entry === 'string' ? locationOf(entry, '/') : locationOf(entry.pathname, '/', entry.state)));
  if (!entries.length) entries.push(locationOf('/', '/'));
  let index = entries.length - 1;
  return {
    current: () => entries[index]!,
    write(location, replace) {
      if (!replace) index += 1;
      entries.splice(index, entries.length - index, location);
    },
    listen: () => () => undefined,
  };
}

/** A router whose history is in memory, starting at the last of `initialEntries`. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: readonly MemoryEntry[]; children?: ReactNode }) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}
