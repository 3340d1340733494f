// Links inside the portal: an <a> with the real address (open in a new tab, copy the link), whose
// plain click navigates without reloading the page. NavLink marks the current page's link
// (class 'active', aria-current="page"), its sub-pages' too unless `end`.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { hrefOf, isActivePath, locationOf, type To } from './location';
import { useLocation, useNavigate } from './Router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry (default: only when the link is to the current address). */
  replace?: boolean;
  /** Handed to the next page (useLocation().state). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

function plainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const href = hrefOf(locationOf(to, location.pathname));
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!plainClick(event, target)) return;
        event.preventDefault();
        navigate(to, { replace: replace ?? href === hrefOf(location), state });
      }}
    />
  );
}

export function NavLink({ end, className, ...link }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const active = isActivePath(locationOf(link.to, pathname).pathname, pathname, end);
  return <Link {...link} className={[className, active && 'active'].filter(Boolean).join(' ') || undefined} aria-current={active ? 'page' : undefined} />;
}
