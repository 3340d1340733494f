// The portal's router (in place of react-router, whose 16 KiB brotli was more than a tenth of the
// sign-in page's first load for the few parts the portal uses: docs/decisions.md, #10).
export { Link, NavLink, type LinkProps } from './Link';
export type { Location, NavigateOptions, To } from './location';
export { BrowserRouter, MemoryRouter, useLocation, useNavigate, useSearchParams, type MemoryEntry, type NavigateFunction } from './Router';
export { Navigate, Outlet, Route, Routes, type RouteProps } from './Routes';
