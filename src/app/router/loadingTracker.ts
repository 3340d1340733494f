// Which loading covers are on screen right now: the full-screen spinner (the user or a screen's
// chunk loading) and the page spinner inside the shell each report themselves while mounted.
// The route progress bar and the start-up splash read it. A small external store, so a cover
// appearing and another going away in the same commit never looks like "nothing is loading".
import { createContext, use, useEffect, useSyncExternalStore } from 'react';

export interface LoadingTracker {
  /** Marks one cover as shown; the returned function marks it gone. */
  begin(): () => void;
  /** How many covers are shown now. */
  readonly pending: number;
  /** Called after every change of `pending`. */
  subscribe(listener: () => void): () => void;
}

export function createLoadingTracker(): LoadingTracker {
  let pending = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    begin() {
      pending += 1;
      changed();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        pending -= 1;
        changed();
      };
    },
    get pending() {
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The portal's tracker (AppRoutes provides it; without one, covers report to nobody). */
export const LoadingTrackerContext = createContext<LoadingTracker | null>(null);

/** Reports the calling cover as shown while it is mounted. */
export function useReportLoading(): void {
  const tracker = use(LoadingTrackerContext);
  useEffect(() => tracker?.begin(), [tracker]);
}

const nothingPending = () => 0;
const noSubscription = () => () => undefined;

/** Whether any cover is shown, following changes. */
export function useLoadingPending(): boolean {
  const tracker = use(LoadingTrackerContext);
  const pending = useSyncExternalStore(
    tracker ? tracker.subscribe : noSubscription,
    tracker ? () => tracker.pending : nothingPending,
    nothingPending,
  );
  return pending > 0;
}
