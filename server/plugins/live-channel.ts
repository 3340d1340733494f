// The live channel's place at /ws (STOMP over WebSocket). Until the channel is built it
// answers every connection with a STOMP ERROR frame and closes it.
import type { FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';

export const LIVE_CHANNEL_NOT_AVAILABLE = 'The live channel is not available yet.';

/** A STOMP 1.2 frame: command, headers, blank line, body, NUL. */
export function stompFrame(command: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries({ ...headers, 'content-length': String(Buffer.byteLength(body)) }).map(
    ([name, value]) => `${name}:${value}`,
  );
  return `${command}\n${lines.join('\n')}\n\n${body}\0`;
}

export async function registerLiveChannel(app: FastifyInstance): Promise<void> {
  await app.register(fastifyWebsocket);
  app.get('/ws', { websocket: true }, (socket) => {
    socket.send(stompFrame('ERROR', { message: LIVE_CHANNEL_NOT_AVAILABLE, 'content-type': 'text/plain' }, LIVE_CHANNEL_NOT_AVAILABLE));
    socket.close(1000, 'not available');
  });
}
