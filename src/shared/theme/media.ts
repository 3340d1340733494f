// Screen widths the layout answers to. Below a tablet's width (900 px) the side menu becomes a
// drawer over the page, the top bar folds into two rows, modals fill the screen and page padding
// narrows. CSS uses `narrowScreen` in styled templates; code that must render differently (the
// drawer) asks `useNarrowScreen()`, which follows the same query.
import { useSyncExternalStore } from 'react';

/** The widest screen, in CSS pixels, that still counts as narrow (phones, small tablets). */
export const NARROW_SCREEN_MAX_WIDTH = 899;

const NARROW_QUERY = `(max-width: ${NARROW_SCREEN_MAX_WIDTH}px)`;

/** `${narrowScreen} { ... }` inside a styled template. */
export const narrowScreen = `@media ${NARROW_QUERY}`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(NARROW_QUERY).matches;
}

/** True while the screen is narrow; re-renders when it crosses the width. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
