// The deployment's service desk (SUPPORT_DESK_URL): an http(s) address the settings answer for
// Contact Us, nothing by default, and a start refused for anything else.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

describe('the support desk of a deployment', () => {
  it('is none unless SUPPORT_DESK_URL names an http(s) address', () => {
    expect(loadConfig({}).supportDeskUrl).toBeNull();
    expect(loadConfig({ SUPPORT_DESK_URL: 'https://desk.example.com/portal' }).supportDeskUrl).toBe('https://desk.example.com/portal');
    expect(() => loadConfig({ SUPPORT_DESK_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_DESK_URL/);
  });
});
