// The timing of the portal's loading feedback (spec 1 sections 2.2 and 2.5): the start-up splash
// hides after 3 s or when loading finishes, whichever is first, fading over 200 ms; the route
// progress bar runs at least one page transition after a route change and as long as something
// loads; the loading tracker counts the covers on screen.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createLoadingTracker } from '../../../src/app/router/loadingTracker';
import { createRouteProgressTimer } from '../../../src/app/router/routeProgressTimer';
import {
  createStartupSplashTimer,
  type SplashPhase,
} from '../../../src/app/router/startupSplashTimer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('start-up splash', () => {
  const start = () => {
    const phases: SplashPhase[] = [];
    const timer = createStartupSplashTimer((phase) => phases.push(phase));
    return { phases, timer };
  };

  test('still loading: shown for 3 s, then fades out over 200 ms and is gone', () => {
    const { phases } = start();
    vi.advanceTimersByTime(2999);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['leaving']);
    vi.advanceTimersByTime(199);
    expect(phases).toEqual(['leaving']);
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['leaving', 'gone']);
  });

  test('loading finishes first: leaves at once and never again at 3 s', () => {
    const { phases, timer } = start();
    vi.advanceTimersByTime(800);
    timer.loadingFinished();
    expect(phases).toEqual(['leaving']);
    vi.advanceTimersByTime(200);
    timer.loadingFinished();
    vi.advanceTimersByTime(5000);
    expect(phases).toEqual(['leaving', 'gone']);
  });

  test('once disposed it reports nothing', () => {
    const { phases, timer } = start();
    timer.dispose();
    timer.loadingFinished();
    vi.advanceTimersByTime(5000);
    expect(phases).toEqual([]);
  });
});

describe('route progress', () => {
  const start = () => {
    const changes: boolean[] = [];
    const timer = createRouteProgressTimer((active) => changes.push(active));
    return { changes, timer };
  };

  test('a route change with nothing to load runs for one page transition (200 ms)', () => {
    const { changes, timer } = start();
    timer.routeChanged();
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(199);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  test('a chunk loading keeps it running past the minimum until it has loaded', () => {
    const { changes, timer } = start();
    timer.routeChanged();
    timer.setPending(true);
    vi.advanceTimersByTime(1500);
    expect(changes).toEqual([true]);
    timer.setPending(false);
    expect(changes).toEqual([true, false]);
  });

  test('a fast chunk still shows the bar for the minimum', () => {
    const { changes, timer } = start();
    timer.routeChanged();
    timer.setPending(true);
    vi.advanceTimersByTime(50);
    timer.setPending(false);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(150);
    expect(changes).toEqual([true, false]);
  });

  test('loading without a route change (the user at start) runs it too', () => {
    const { changes, timer } = start();
    timer.setPending(true);
    timer.setPending(false);
    expect(changes).toEqual([true, false]);
  });

  test('route changes in quick succession extend one run', () => {
    const { changes, timer } = start();
    timer.routeChanged();
    vi.advanceTimersByTime(150);
    timer.routeChanged();
    vi.advanceTimersByTime(150);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(50);
    expect(changes).toEqual([true, false]);
  });
});

describe('loading tracker', () => {
  test('counts the covers shown, each ending once, and tells its listeners', () => {
    const tracker = createLoadingTracker();
    const seen: number[] = [];
    const unsubscribe = tracker.subscribe(() => seen.push(tracker.pending));
    const endUser = tracker.begin();
    const endChunk = tracker.begin();
    endUser();
    endUser();
    endChunk();
    unsubscribe();
    tracker.begin();
    expect(seen).toEqual([1, 2, 1, 0]);
    expect(tracker.pending).toBe(1);
  });
});
