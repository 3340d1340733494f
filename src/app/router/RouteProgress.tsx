// The progress bar of spec 1 section 2.5 at the top of the portal: it runs on a route change
// (at least one page transition long) and while a screen's chunk or the user loads.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { shellMessages } from '../shell/messages';
import { ProgressBar } from '../../shared/ui/ProgressBar';
import { useLoadingPending } from './loadingTracker';
import { createRouteProgressTimer, type RouteProgressTimer } from './routeProgressTimer';

export function RouteProgress() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const pending = useLoadingPending();
  const [active, setActive] = useState(false);
  const timer = useRef<RouteProgressTimer | null>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    const created = createRouteProgressTimer(setActive);
    timer.current = created;
    return () => created.dispose();
  }, []);
  useEffect(() => timer.current?.setPending(pending), [pending]);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    timer.current?.routeChanged();
  }, [pathname]);

  return <ProgressBar active={active} label={intl.formatMessage(shellMessages.routeProgress)} />;
}
