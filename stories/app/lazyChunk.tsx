// A lazy screen whose chunk "arrives" when the story says so, to show what the portal does
// while a screen loads (route progress bar, start-up splash).
import { lazy } from 'react';

export interface ControllableChunk {
  Page: ReturnType<typeof lazy>;
  /** The chunk has arrived: the page renders. */
  finish(): void;
}

export function controllableChunk(heading: string): ControllableChunk {
  let finish!: () => void;
  const arrived = new Promise<void>((resolve) => (finish = resolve));
  const Page = lazy(async () => {
    await arrived;
    return { default: () => <h2>{heading}</h2> };
  });
  return { Page, finish };
}
