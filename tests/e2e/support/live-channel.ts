// What a page's live channel (STOMP over the /ws WebSocket, docs/live-channel.md) receives, as
// the journeys observe it from outside the page: CONNECTED, and the forced-logout MESSAGE.
import type { Page } from 'playwright-core';

export interface LiveChannelWatch {
  /** Resolves once the page's live channel answers CONNECTED. */
  connected: Promise<void>;
  /** Resolves with the body of the first MESSAGE carrying FORCE.LOGOUT.MESSAGE. */
  forcedLogout: Promise<string>;
}

/** Starts watching the page's WebSockets; call before the page signs in. */
export function watchLiveChannel(page: Page): LiveChannelWatch {
  let connected: () => void = () => undefined;
  let forcedLogout: (body: string) => void = () => undefined;
  const watch: LiveChannelWatch = {
    connected: new Promise((resolve) => (connected = resolve)),
    forcedLogout: new Promise((resolve) => (forcedLogout = resolve)),
  };
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const frame = String(payload);
      if (frame.startsWith('CONNECTED')) connected();
      if (frame.startsWith('MESSAGE') && frame.includes('FORCE.LOGOUT.MESSAGE'))
        forcedLogout(frame.slice(frame.indexOf('\n\n') + 2).replace(/\0$/, ''));
    }),
  );
  return watch;
}
