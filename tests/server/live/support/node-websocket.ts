// A WebSocket for Node 20 (no global WebSocket): the `ws` package, loaded with require because
// @types/ws is not installed. Gives what @stomp/stompjs needs and a raw client for frame tests.
import { createRequire } from 'node:module';
import type { IStompSocket } from '@stomp/stompjs';

interface RawWebSocket {
  send(data: string): void;
  close(): void;
  on(event: 'open' | 'close', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}

const require = createRequire(import.meta.url);
const { WebSocket } = require('ws') as { WebSocket: new (url: string) => IStompSocket & RawWebSocket };

/** A WebSocket @stomp/stompjs can drive (its webSocketFactory). */
export function nodeWebSocket(url: string): IStompSocket {
  return new WebSocket(url);
}

/** A socket that sends raw STOMP text and records what the server writes. */
export interface RawStompSocket {
  send(text: string): void;
  /** Everything received so far, as one string. */
  received(): string;
  /** Resolves once the received text contains the given text. */
  waitFor(text: string, timeoutMs?: number): Promise<string>;
  closed: Promise<void>;
  close(): void;
}

export async function openRawSocket(url: string): Promise<RawStompSocket> {
  const socket = new WebSocket(url);
  let text = '';
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    text += data.toString('utf8');
    for (const listener of listeners) listener();
  });
  const closed = new Promise<void>((resolve) => socket.on('close', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  return {
    send: (data) => socket.send(data),
    received: () => text,
    waitFor: (expected, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          if (!text.includes(expected)) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(text);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`timed out waiting for ${JSON.stringify(expected)}; received ${JSON.stringify(text)}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    closed,
    close: () => socket.close(),
  };
}
