// The portal's router (src/shared/router): which route of a table renders for an address (first
// match in order, layouts through <Outlet />, index routes, '*', case and trailing slash ignored),
// the links' addresses and active mark, and how a target is read. Rendered on the server side of
// react-dom, so no DOM is needed; navigation itself runs in the stories and the journeys.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, NavLink, Link, Outlet, Route, Routes, useLocation, useSearchParams, type MemoryEntry } from '../../../src/shared/router';
import { isActivePath, locationOf, matchedSegments } from '../../../src/shared/router/location';

const h = createElement;

function Layout({ name }: { name: string }): ReactNode {
  return h('div', { 'data-layout': name }, h(Outlet));
}

function Page({ name }: { name: string }): ReactNode {
  return h('p', null, name);
}

/** The portal's table in small: an auth area with its own index and fallback, a layout without a
 * path around the signed-in pages, an error page with a parameter, and a fallback for the rest. */
function table(): ReactNode {
  return h(
    Routes,
    null,
    h(Route, { path: '/auth/email-address-required', element: h(Page, { name: 'email' }) }),
    h(
      Route,
      { path: '/auth', element: h(Layout, { name: 'auth' }) },
      h(Route, { index: true, element: h(Page, { name: 'auth index' }) }),
      h(Route, { path: 'login', element: h(Page, { name: 'login' }) }),
      h(Route, { path: '*', element: h(Page, { name: 'auth fallback' }) }),
    ),
    h(Route, { path: '/error/:page', element: h(Page, { name: 'error page' }) }),
    h(
      Route,
      { element: h(Layout, { name: 'shell' }) },
      h(Route, { index: true, element: h(Page, { name: 'home' }) }),
      ['/dashboard', '/reports'].map((path) => h(Route, { key: path, path, element: h(Page, { name: path }) })),
    ),
    h(Route, { path: '*', element: h(Page, { name: 'not found' }) }),
  );
}

function renderAt(entry: MemoryEntry, content: ReactNode = table()): string {
  return renderToString(h(MemoryRouter, { initialEntries: [entry] }, content));
}

describe('Routes', () => {
  it.each([
    ['/dashboard', '<div data-layout="shell"><p>/dashboard</p></div>'],
    ['/Reports/', '<div data-layout="shell"><p>/reports</p></div>'],
    ['/', '<div data-layout="shell"><p>home</p></div>'],
    ['/auth', '<div data-layout="auth"><p>auth index</p></div>'],
    ['/auth/login', '<div data-layout="auth"><p>login</p></div>'],
    ['/auth/email-address-required', '<p>email</p>'],
    ['/auth/no/such/page', '<div data-layout="auth"><p>auth fallback</p></div>'],
    ['/error/404', '<p>error page</p>'],
    ['/error', '<p>not found</p>'],
    ['/dashboard/more', '<p>not found</p>'],
    ['/elsewhere', '<p>not found</p>'],
  ])('renders %s as %s', (path, html) => {
    expect(renderAt(path)).toBe(html);
  });

  it('renders nothing when no route matches', () => {
    expect(renderAt('/x', h(Routes, null, h(Route, { path: '/y', element: h(Page, { name: 'y' }) })))).toBe('');
  });
});

function LocationProbe(): ReactNode {
  const location = useLocation();
  const [params] = useSearchParams();
  return h('p', null, `${location.pathname}|${params.get('tab')}|${JSON.stringify(location.state)}`);
}

describe('MemoryRouter', () => {
  it('starts at the last entry, with its query and navigation state', () => {
    expect(renderAt({ pathname: '/reports?tab=2', state: { agentCode: 'RT0001' } }, h(LocationProbe))).toBe('<p>/reports|2|{&quot;agentCode&quot;:&quot;RT0001&quot;}</p>');
    expect(renderAt('/dashboard', h(LocationProbe))).toBe('<p>/dashboard|null|null</p>');
  });
});

describe('Link and NavLink', () => {
  it('render the real address', () => {
    expect(renderAt('/dashboard', h(Link, { to: '/auth/login?x=1', className: 'c' }, 'Sign in'))).toBe('<a class="c" href="/auth/login?x=1">Sign in</a>');
  });

  it('mark the current page and its sub-pages, not others', () => {
    const links = h('nav', null, h(NavLink, { to: '/reports', className: 'item' }, 'R'), h(NavLink, { to: '/dashboard' }, 'D'), h(NavLink, { to: '/reports', end: true }, 'E'));
    expect(renderAt('/reports', links)).toBe('<nav><a class="item active" aria-current="page" href="/reports">R</a><a href="/dashboard">D</a><a class="active" aria-current="page" href="/reports">E</a></nav>');
    expect(renderAt('/reports/daily', links)).toBe('<nav><a class="item active" aria-current="page" href="/reports">R</a><a href="/dashboard">D</a><a href="/reports">E</a></nav>');
  });
});

describe('addresses', () => {
  it('read a target against the current path', () => {
    expect(locationOf('/auth/login?next=1#top', '/dashboard', { a: 1 }, 'k')).toEqual({ pathname: '/auth/login', search: '?next=1', hash: '#top', state: { a: 1 }, key: 'k' });
    expect(locationOf('?tab=2', '/reports', undefined, 'k')).toEqual({ pathname: '/reports', search: '?tab=2', hash: '', state: null, key: 'k' });
    expect(locationOf('?', '/reports', undefined, 'k').search).toBe('');
  });

  it('match a path pattern from its start, or whole', () => {
    expect(matchedSegments('/auth', '/auth/login', false)).toBe(1);
    expect(matchedSegments('/auth', '/auth/login', true)).toBeNull();
    expect(matchedSegments('/error/:page', '/error/404', true)).toBe(2);
    expect(matchedSegments('/error/:page', '/error', true)).toBeNull();
    expect(matchedSegments('/auth/*', '/auth/a/b', true)).toBe(3);
    expect(matchedSegments('/Dashboard', '/dashboard/', true)).toBe(1);
    expect(matchedSegments('/dashboard', '/dash', true)).toBeNull();
    expect(matchedSegments('/error/:page', '/error/%E0%A4%A', true)).toBe(2);
    expect(matchedSegments('/reports', '/%E0%A4%A', true)).toBeNull();
  });

  it('tell whether a link is active', () => {
    expect(isActivePath('/reports', '/reports')).toBe(true);
    expect(isActivePath('/reports', '/reports-old')).toBe(false);
    expect(isActivePath('/', '/dashboard')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});
