// The signed-in user's one live channel, handed to the screens below the shell (the app opens it,
// src/app/liveSession.ts; a story hands in a stand-in), and the watch of a standing request: the
// latest answer of a kind for a filter, kept up to date by the server's pushes, and whether the
// channel is live.
import { createContext, useContext, useEffect, useState } from 'react';
import type { LiveKind } from './destinations';
import type { LiveChannel, LiveChannelError, LiveStatus } from './live-channel';

export const LiveChannelContext = createContext<LiveChannel | null>(null);

/** True in the shell while its channel is being made (its first render): a watch then reads
 * 'opening', not 'stopped', so a dashboard does not say "Live updates stopped" as it opens. */
export const LiveChannelOpeningContext = createContext(false);

export function useLiveChannel(): LiveChannel | null {
  return useContext(LiveChannelContext);
}

export interface LiveWatchState {
  /** The latest answer (the first one, or a push), until then undefined. */
  answer: unknown;
  /** How many answers have arrived: 0 while loading, more than 1 once pushes came. */
  answers: number;
  status: LiveStatus;
  /** Why the channel stopped, when it did. */
  error: LiveChannelError | null;
}

/** Watches the kind with the filter (compared by its JSON) on the shell's live channel. Without
 * a channel (outside the shell) the state stays 'stopped'; while the shell makes its channel,
 * 'opening'. */
export function useLiveWatch(kind: LiveKind, filter: unknown): LiveWatchState {
  const live = useLiveChannel();
  const opening = useContext(LiveChannelOpeningContext);
  const key = JSON.stringify(filter ?? {});
  const [state, setState] = useState<State>(() => initial(live, key, opening));
  if (state.key !== key || state.live !== live) setState(initial(live, key, opening));

  useEffect(() => {
    if (!live) return undefined;
    const stopStatus = live.onStatus((status) => setState((s) => ({ ...s, status })));
    const stopWatch = live.watch(kind, JSON.parse(key), {
      onAnswer: (answer) => setState((s) => ({ ...s, answer, answers: s.answers + 1, status: live.status() })),
      onStopped: (error) => setState((s) => ({ ...s, error, status: 'stopped' })),
    });
    return () => {
      stopWatch();
      stopStatus();
    };
  }, [live, kind, key]);

  return state;
}

type State = LiveWatchState & { key: string; live: LiveChannel | null };

function initial(live: LiveChannel | null, key: string, opening: boolean): State {
  const status: LiveStatus = live?.status() ?? (opening ? 'opening' : 'stopped');
  return { key, live, answer: undefined, answers: 0, status, error: null };
}
