// The one event the app acts on when an answer ends the session (result codes 4001-4004).
import type { SessionInvalidResult } from './result-codes';

export type SessionInvalidListener = (event: SessionInvalidResult) => void;

export interface SessionInvalidEvents {
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: SessionInvalidListener): () => void;
  /** Tells every listener, once, about one answer. A failing listener does not stop the others. */
  notify(event: SessionInvalidResult): void;
}

export function createSessionInvalidEvents(): SessionInvalidEvents {
  const listeners = new Set<SessionInvalidListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error('onSessionInvalid listener failed', error);
        }
      }
    },
  };
}
