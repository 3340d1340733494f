// The portal's addresses: a location (path, query, hash and the navigation state a page hands to
// the next), and how a route's path matches one. Paths are absolute ('/reports', '/error/:page',
// '*'); static segments match without regard to case and a trailing slash is ignored, as in
// react-router, which this module replaced (docs/decisions.md, #10).

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here handed over (navigate(to, { state })); null when none. */
  state: unknown;
  /** Unique per entry of the history. */
  key: string;
}

/** Where to go: an absolute path with optional query and hash ('/auth/login', '/reports?tab=2');
 * a query or hash alone ('?tab=2') keeps the current path. */
export type To = string;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** `to` read against the current path (a query or hash alone keeps it). */
export function locationOf(to: To, fromPathname: string, state: unknown = null, key = newKey()): Location {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = beforeHash.indexOf('?');
  const search = searchAt >= 0 ? beforeHash.slice(searchAt) : '';
  const pathname = searchAt >= 0 ? beforeHash.slice(0, searchAt) : beforeHash;
  return {
    pathname: pathname || fromPathname,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
    state: state ?? null,
    key,
  };
}

export function hrefOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return location.pathname + location.search + location.hash;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** A path segment as written in a route ('%20' read as ' '); a malformed escape stays as it came. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** How many of the path's segments `pattern` matches from its start (null: no match); `whole`
 * asks for all of them. '*' takes the rest, ':name' one segment. */
export function matchedSegments(pattern: string, pathname: string, whole: boolean): number | null {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  for (let i = 0; i < wanted.length; i++) {
    const part = wanted[i]!;
    if (part === '*') return actual.length;
    const here = actual[i];
    if (here === undefined) return null;
    if (!part.startsWith(':') && part.toLowerCase() !== decoded(here).toLowerCase()) return null;
  }
  return whole && actual.length !== wanted.length ? null : wanted.length;
}

/** Whether a link to `to` is the current page (or, unless `end`, one of its sub-pages). */
export function isActivePath(to: string, pathname: string, end = false): boolean {
  const target = segments(to).join('/').toLowerCase();
  const here = segments(pathname).join('/').toLowerCase();
  return here === target || (!end && target !== '' && here.startsWith(`${target}/`));
}
