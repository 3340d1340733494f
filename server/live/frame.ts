// The STOMP 1.2 frame codec of the live channel: serialises outgoing frames (header escaping,
// content-length in bytes, NULL terminator) and parses incoming bytes incrementally (several
// frames in one WebSocket message, a frame split over messages, heart-beat EOLs between frames).
// Only the text this codec needs: bodies are UTF-8 text (JSON, or base64 for binary answers).

export interface StompFrame {
  command: string;
  /** Header names and values, unescaped; a repeated header keeps its first value (STOMP 1.2). */
  headers: Readonly<Record<string, string>>;
  body: string;
}

/** A malformed frame: the connection answers ERROR and closes. */
export class FrameError extends Error {
  override readonly name = 'FrameError';
}

const NULL = 0;
const LF = 10;
const CR = 13;

/** CONNECT and CONNECTED frames carry raw header values (STOMP 1.2, "Value Encoding"). */
function usesEscaping(command: string): boolean {
  return command !== 'CONNECT' && command !== 'CONNECTED' && command !== 'STOMP';
}

const escapes: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const unescapes: Record<string, string> = { '\\\\': '\\', '\\r': '\r', '\\n': '\n', '\\c': ':' };

export function escapeHeaderValue(value: string): string {
  return value.replace(/[\\\r\n:]/g, (c) => escapes[c] ?? c);
}

export function unescapeHeaderValue(value: string): string {
  return value.replace(/\\(.?)/g, (sequence) => {
    const plain = unescapes[sequence];
    if (plain === undefined) throw new FrameError(`undefined escape sequence ${JSON.stringify(sequence)}`);
    return plain;
  });
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** The frame as it goes on the wire; content-length is set from the body's UTF-8 bytes. */
export function serializeFrame(frame: StompFrame): string {
  const escape = usesEscaping(frame.command) ? escapeHeaderValue : (v: string) => v;
  const lines = [frame.command];
  for (const [name, value] of Object.entries(frame.headers)) {
    if (name === 'content-length') continue;
    lines.push(`${escape(name)}:${escape(value)}`);
  }
  if (frame.body.length > 0) lines.push(`content-length:${encoder.encode(frame.body).byteLength}`);
  return `${lines.join('\n')}\n\n${frame.body}\0`;
}

/** The heart-beat a peer sends when it has nothing else to say. */
export const HEARTBEAT = '\n';

export interface FrameParserEvents {
  onFrame(frame: StompFrame): void;
  /** Called once per chunk that carried at least one EOL between frames. */
  onHeartbeat(): void;
}

export interface FrameParser {
  /** Feeds the bytes of one WebSocket message; throws FrameError on a malformed frame. */
  push(chunk: Uint8Array | string): void;
}

/** The largest frame the server accepts (the filters of the live channel are small). */
export const maxFrameBytes = 1024 * 1024;

/** An incremental parser for one connection; limitBytes bounds what it buffers. */
export function createFrameParser(events: FrameParserEvents, limitBytes = maxFrameBytes): FrameParser {
  let buffer: Uint8Array = new Uint8Array(0);

  function append(chunk: Uint8Array): void {
    if (buffer.byteLength === 0) {
      buffer = chunk;
      return;
    }
    const joined = new Uint8Array(buffer.byteLength + chunk.byteLength);
    joined.set(buffer);
    joined.set(chunk, buffer.byteLength);
    buffer = joined;
  }

  function skipEols(): boolean {
    let start = 0;
    while (start < buffer.byteLength) {
      if (buffer[start] === LF) start += 1;
      else if (buffer[start] === CR && buffer[start + 1] === LF) start += 2;
      else break;
    }
    buffer = buffer.subarray(start);
    return start > 0;
  }

  /** The frame at the start of the buffer and its length in bytes, or null if incomplete. */
  function takeFrame(): { frame: StompFrame; length: number } | null {
    const headerEnd = findBlankLine(buffer);
    if (headerEnd === null) return null;
    const { frame, bodyStart } = parseHead(decode(buffer.subarray(0, headerEnd.start)), headerEnd.end);
    const declared = frame.headers['content-length'];
    let bodyEnd: number;
    if (declared !== undefined) {
      if (!/^\d+$/.test(declared)) throw new FrameError('content-length must be a number of bytes');
      bodyEnd = bodyStart + Number(declared);
      if (buffer.byteLength <= bodyEnd) return null;
      if (buffer[bodyEnd] !== NULL) throw new FrameError('frame body is longer than its content-length');
    } else {
      const nul = buffer.indexOf(NULL, bodyStart);
      if (nul < 0) return null;
      bodyEnd = nul;
    }
    return { frame: { ...frame, body: decode(buffer.subarray(bodyStart, bodyEnd)) }, length: bodyEnd + 1 };
  }

  return {
    push(chunk) {
      append(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      let heartbeat = skipEols();
      for (let taken = takeFrame(); taken; taken = takeFrame()) {
        buffer = buffer.subarray(taken.length);
        events.onFrame(taken.frame);
        heartbeat = skipEols() || heartbeat;
      }
      if (buffer.byteLength > limitBytes) throw new FrameError(`frame larger than ${limitBytes} bytes`);
      if (heartbeat) events.onHeartbeat();
    },
  };
}

function decode(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new FrameError('frame is not valid UTF-8');
  }
}

/** Where the header block ends: start of the blank line's EOL pair and the first body byte. */
function findBlankLine(bytes: Uint8Array): { start: number; end: number } | null {
  for (let i = bytes.indexOf(LF); i >= 0; i = bytes.indexOf(LF, i + 1)) {
    if (bytes[i + 1] === LF) return { start: i, end: i + 2 };
    if (bytes[i + 1] === CR && bytes[i + 2] === LF) return { start: i, end: i + 3 };
  }
  return null;
}

function parseHead(head: string, bodyStart: number): { frame: Omit<StompFrame, 'body'>; bodyStart: number } {
  const [command = '', ...headerLines] = head.split('\n').map((line) => line.replace(/\r$/, ''));
  if (!/^[A-Z]+$/.test(command)) throw new FrameError(`invalid command ${JSON.stringify(command)}`);
  const unescape = usesEscaping(command) ? unescapeHeaderValue : (v: string) => v;
  const headers = Object.create(null) as Record<string, string>;
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new FrameError(`invalid header line ${JSON.stringify(line)}`);
    const name = unescape(line.slice(0, colon));
    if (!Object.hasOwn(headers, name)) headers[name] = unescape(line.slice(colon + 1));
  }
  return { frame: { command, headers }, bodyStart };
}
