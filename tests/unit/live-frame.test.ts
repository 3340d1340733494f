// The live channel's STOMP 1.2 codec: header escaping, content-length in bytes, several frames
// per WebSocket message, frames split over messages, heart-beat EOLs and malformed input.
import { describe, expect, it } from 'vitest';
import {
  createFrameParser,
  escapeHeaderValue,
  FrameError,
  serializeFrame,
  unescapeHeaderValue,
  type StompFrame,
} from '../../server/live/frame';

function parseAll(...chunks: Array<string | Uint8Array>): { frames: StompFrame[]; heartbeats: number } {
  const frames: StompFrame[] = [];
  let heartbeats = 0;
  const parser = createFrameParser({ onFrame: (f) => frames.push(f), onHeartbeat: () => (heartbeats += 1) });
  for (const chunk of chunks) parser.push(chunk);
  return { frames, heartbeats };
}

describe('header escaping', () => {
  it('escapes backslash, CR, LF and colon and reverses it', () => {
    const raw = 'a\\b\r\nc:d';
    expect(escapeHeaderValue(raw)).toBe('a\\\\b\\r\\nc\\cd');
    expect(unescapeHeaderValue(escapeHeaderValue(raw))).toBe(raw);
  });

  it('refuses an undefined escape sequence', () => {
    expect(() => unescapeHeaderValue('a\\tb')).toThrow(FrameError);
    expect(() => parseAll('SEND\ndestination:/x\\t\n\n\0')).toThrow(FrameError);
  });

  it('escapes headers of MESSAGE but not of CONNECTED', () => {
    expect(serializeFrame({ command: 'MESSAGE', headers: { 'x-a': 'b:c' }, body: '' })).toBe('MESSAGE\nx-a:b\\cc\n\n\0');
    expect(serializeFrame({ command: 'CONNECTED', headers: { 'heart-beat': '1,2', server: 'a:b' }, body: '' })).toBe(
      'CONNECTED\nheart-beat:1,2\nserver:a:b\n\n\0',
    );
  });

  it('reads CONNECT header values raw', () => {
    const { frames } = parseAll('CONNECT\nAuthorization:Bearer a\\b:c\n\n\0');
    expect(frames[0]?.headers.Authorization).toBe('Bearer a\\b:c');
  });

  it('keeps the first of repeated headers and survives prototype names', () => {
    const { frames } = parseAll('SEND\nfoo:1\nfoo:2\n__proto__:x\nconstructor:y\n\n\0');
    expect(frames[0]?.headers.foo).toBe('1');
    expect(frames[0]?.headers.constructor).toBe('y');
    expect(Object.getPrototypeOf(frames[0]?.headers)).toBeNull();
  });
});

describe('content-length', () => {
  it('counts UTF-8 bytes, not characters', () => {
    const text = serializeFrame({ command: 'MESSAGE', headers: { destination: '/d' }, body: '{"name":"Zoë €"}' });
    expect(text).toContain('content-length:19\n');
    expect(parseAll(text).frames[0]?.body).toBe('{"name":"Zoë €"}');
  });

  it('lets a body carry NULL bytes when content-length says so', () => {
    const { frames } = parseAll('SEND\ncontent-length:3\n\na\0b\0');
    expect(frames[0]?.body).toBe('a\0b');
  });

  it('refuses a body longer than its content-length', () => {
    expect(() => parseAll('SEND\ncontent-length:1\n\nab\0')).toThrow(FrameError);
  });

  it('ignores a content-length given by the caller and writes none for an empty body', () => {
    expect(serializeFrame({ command: 'RECEIPT', headers: { 'receipt-id': '7', 'content-length': '99' }, body: '' })).toBe(
      'RECEIPT\nreceipt-id:7\n\n\0',
    );
  });
});

describe('framing', () => {
  it('reads several frames from one message', () => {
    const { frames } = parseAll('SUBSCRIBE\nid:1\ndestination:/a\n\n\0SEND\ndestination:/b\n\n{}\0DISCONNECT\nreceipt:9\n\n\0');
    expect(frames.map((f) => f.command)).toEqual(['SUBSCRIBE', 'SEND', 'DISCONNECT']);
    expect(frames[1]?.body).toBe('{}');
  });

  it('reads a frame split over several messages, even inside a multi-byte character', () => {
    const bytes = new TextEncoder().encode('SEND\ndestination:/b\ncontent-length:4\n\n€!\0');
    const { frames } = parseAll(bytes.subarray(0, 5), bytes.subarray(5, 37), bytes.subarray(37));
    expect(frames).toEqual([{ command: 'SEND', headers: { destination: '/b', 'content-length': '4' }, body: '€!' }]);
  });

  it('accepts CRLF line endings', () => {
    const { frames } = parseAll('SEND\r\ndestination:/b\r\n\r\nhi\0');
    expect(frames[0]).toMatchObject({ command: 'SEND', headers: { destination: '/b' }, body: 'hi' });
  });

  it('treats EOLs between frames as heart-beats', () => {
    const { frames, heartbeats } = parseAll('\n', '\r\n', 'SEND\n\n\0\n\n', 'ACK\nid:1\n\n\0');
    expect(frames.map((f) => f.command)).toEqual(['SEND', 'ACK']);
    expect(heartbeats).toBe(3);
  });

  it('refuses an invalid command or header line', () => {
    expect(() => parseAll('send\n\n\0')).toThrow(FrameError);
    expect(() => parseAll('SEND\nno-colon\n\n\0')).toThrow(FrameError);
  });

  it('refuses a frame above the size limit', () => {
    const parser = createFrameParser({ onFrame: () => undefined, onHeartbeat: () => undefined }, 16);
    expect(() => parser.push(`SEND\n\n${'x'.repeat(32)}`)).toThrow(FrameError);
  });

  it('round-trips what it serialises', () => {
    const frame: StompFrame = { command: 'MESSAGE', headers: { destination: '/t/a:b', subscription: 's\n1' }, body: 'x' };
    const parsed = parseAll(serializeFrame(frame)).frames[0];
    expect(parsed?.headers).toMatchObject(frame.headers);
    expect(parsed?.body).toBe('x');
  });
});
