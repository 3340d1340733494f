// What the portal shows while it loads, around the route table: one loading tracker for the
// loading covers, the start-up splash and the route progress bar.
import { useState, type ReactNode } from 'react';
import { createLoadingTracker, LoadingTrackerContext } from './loadingTracker';
import { RouteProgress } from './RouteProgress';
import { StartupSplash } from './StartupSplash';

export function LoadingFeedback({ children }: { children: ReactNode }) {
  const [tracker] = useState(createLoadingTracker);
  return (
    <LoadingTrackerContext value={tracker}>
      <StartupSplash />
      <RouteProgress />
      {children}
    </LoadingTrackerContext>
  );
}
