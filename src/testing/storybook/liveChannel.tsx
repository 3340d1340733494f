// A stand-in for the signed-in user's live channel in stories (no STOMP server runs in
// Storybook): each watch is answered from a script (after a delay, or never), pushes follow on
// a timer, and the status is what the story asks. The real channel is tested against the real
// server (tests/server/live) and in the journeys.
import { useEffect, useMemo, type ReactNode } from 'react';
import type { LiveKind } from '../../shared/live/destinations';
import { LiveChannelContext } from '../../shared/live/LiveChannelContext';
import { LiveChannelError, type LiveChannel, type LiveStatus, type LiveWatcher } from '../../shared/live/live-channel';

export interface StoryLiveScript {
  /** The answer of each kind's watch or request, or a function of the request's filter (a
   * report's pages), or an Error a request is rejected with; a kind without one is never
   * answered (loading). */
  answers?: Partial<Record<LiveKind, unknown>>;
  /** Each request is recorded here, for the play function to check what was asked. */
  requests?: Array<{ kind: LiveKind; filter: unknown }>;
  /** Milliseconds before the first answer (default 50). */
  delayMs?: number;
  /** Answers pushed after the first, each after `afterMs` from the start. */
  pushes?: Array<{ kind: LiveKind; afterMs: number; answer: unknown }>;
  /** The channel's status (default 'live'); 'stopped' stops every watch at once. */
  status?: LiveStatus;
}

export function storyLiveChannel(script: StoryLiveScript): LiveChannel & { close(): void } {
  const status = script.status ?? 'live';
  const timers: ReturnType<typeof setTimeout>[] = [];
  const later = (ms: number, run: () => void) => timers.push(setTimeout(run, ms));
  return {
    request(kind, filter) {
      script.requests?.push({ kind, filter });
      const scripted = script.answers?.[kind];
      const answer = typeof scripted === 'function' ? (scripted as (filter: unknown) => unknown)(filter) : scripted;
      if (answer === undefined) return new Promise(() => undefined);
      if (answer instanceof Error) return Promise.reject(answer);
      return new Promise((resolve) => later(script.delayMs ?? 50, () => resolve(answer)));
    },
    watch(kind: LiveKind, _filter: unknown, watcher: LiveWatcher) {
      let watching = true;
      const send = (answer: unknown) => watching && watcher.onAnswer(answer);
      if (status === 'stopped') {
        later(0, () => watching && watcher.onStopped?.(new LiveChannelError('network', 'Network Error.')));
      } else {
        const first = script.answers?.[kind];
        if (first !== undefined) later(script.delayMs ?? 50, () => send(first));
        for (const push of script.pushes ?? []) if (push.kind === kind) later(push.afterMs, () => send(push.answer));
      }
      return () => void (watching = false);
    },
    status: () => status,
    setReconnectDelay: () => undefined,
    onStatus: () => () => undefined,
    disconnect: async () => undefined,
    close: () => timers.forEach(clearTimeout),
  };
}

/** Hands the story's stand-in channel to the screen below. */
export function StoryLiveChannel({ script, children }: { script: StoryLiveScript; children: ReactNode }) {
  const live = useMemo(() => storyLiveChannel(script), [script]);
  useEffect(() => () => live.close(), [live]);
  return <LiveChannelContext.Provider value={live}>{children}</LiveChannelContext.Provider>;
}
