// Where the browser finds the live channel.
import { describe, expect, it } from 'vitest';
import { liveChannelUrl } from '../../src/shared/live/url';

describe('liveChannelUrl', () => {
  it('uses ws for http pages and wss for https pages, on the same host, at /ws', () => {
    expect(liveChannelUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
    expect(liveChannelUrl({ protocol: 'https:', host: 'portal.example.com' })).toBe('wss://portal.example.com/ws');
  });
});
