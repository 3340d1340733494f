// The route table: <Routes> renders the first <Route> (in the order written) whose path matches
// the address, inside the routes it is nested in; a route without a path is a layout whose
// element shows its matched child through <Outlet />; an index route matches its parent's own
// path; '*' matches the rest. Child paths are relative to their parent's ('login' under '/auth').
import { Children, createContext, Fragment, isValidElement, use, useEffect, type ReactNode } from 'react';
import { matchedSegments, type NavigateOptions, type To } from './location';
import { useLocation, useNavigate } from './Router';

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** One entry of the table: read by <Routes>, never rendered itself. */
export function Route(_props: RouteProps): null {
  return null;
}

interface RouteEntry {
  path: string | undefined;
  index: boolean;
  element: ReactNode;
  children: RouteEntry[];
}

function entriesOf(children: ReactNode): RouteEntry[] {
  const entries: RouteEntry[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) entries.push(...entriesOf(child.props.children));
    else entries.push({ path: child.props.path, index: child.props.index ?? false, element: child.props.element, children: entriesOf(child.props.children) });
  });
  return entries;
}

function joined(base: string, path: string): string {
  return path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;
}

/** The entries from the outermost to the one that matched, or null. */
function matchIn(entries: RouteEntry[], pathname: string, base: string): RouteEntry[] | null {
  for (const entry of entries) {
    const found = matchOne(entry, pathname, base);
    if (found) return found;
  }
  return null;
}

function matchOne(entry: RouteEntry, pathname: string, base: string): RouteEntry[] | null {
  if (entry.index) return matchedSegments(base, pathname, true) === null ? null : [entry];
  const own = entry.path === undefined ? base : joined(base, entry.path);
  const wholeMatch = entry.path !== undefined && matchedSegments(own, pathname, true) !== null;
  if (!entry.children.length) return entry.path === undefined || wholeMatch ? [entry] : null;
  if (entry.path !== undefined && matchedSegments(own, pathname, false) === null) return null;
  const inner = matchIn(entry.children, pathname, own);
  if (inner) return [entry, ...inner];
  return wholeMatch ? [entry] : null;
}

const OutletContext = createContext<ReactNode>(null);

/** Where a layout route's element shows its matched child. */
export function Outlet(): ReactNode {
  return use(OutletContext);
}

export function Routes({ children }: { children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  const matches = matchIn(entriesOf(children), pathname, '') ?? [];
  return matches.reduceRight<ReactNode>(
    (outlet, entry) => <OutletContext value={outlet}>{entry.element === undefined ? outlet : entry.element}</OutletContext>,
    null,
  );
}

/** Goes to `to` once rendered (a guard's redirect). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions): null {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
