// When the route progress bar runs: from a route change for at least one page transition (so a
// page that is already loaded still shows a short sweep), and for as long as a loading cover
// (a screen's chunk, the user) is shown.
import { durationMs } from '../../shared/theme';

/** The shortest run of the bar after a route change: the page transition (200 ms). */
export const ROUTE_PROGRESS_MIN_MS = durationMs.page;

export interface RouteProgressTimer {
  /** The route changed: run for at least the minimum. */
  routeChanged(): void;
  /** A loading cover appeared (true) or the last one went (false). */
  setPending(pending: boolean): void;
  dispose(): void;
}

export function createRouteProgressTimer(
  onActive: (active: boolean) => void,
  minMs: number = ROUTE_PROGRESS_MIN_MS,
): RouteProgressTimer {
  let pending = false;
  let holding: ReturnType<typeof setTimeout> | null = null;
  let active = false;
  const update = () => {
    const next = pending || holding !== null;
    if (next !== active) {
      active = next;
      onActive(active);
    }
  };
  return {
    routeChanged() {
      if (holding !== null) clearTimeout(holding);
      holding = setTimeout(() => {
        holding = null;
        update();
      }, minMs);
      update();
    },
    setPending(next) {
      pending = next;
      update();
    },
    dispose() {
      if (holding !== null) clearTimeout(holding);
      holding = null;
    },
  };
}
