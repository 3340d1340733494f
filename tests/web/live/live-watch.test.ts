// A watch's status on its first render: 'stopped' outside the shell (no channel will come),
// 'opening' while the shell makes its channel, so a dashboard opening on a phone does not
// say "Live updates stopped" before its channel exists; rendered on the server side of
// react-dom (the first render), so no DOM is needed.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LiveChannelOpeningContext, useLiveWatch } from '../../../src/shared/live/LiveChannelContext';

function Probe(): ReactNode {
  return createElement('p', null, useLiveWatch('dashboard', { agentCode: 'MD0001' }).status);
}

describe('useLiveWatch on the first render', () => {
  it("reads 'stopped' without a channel outside the shell", () => {
    expect(renderToString(createElement(Probe))).toBe('<p>stopped</p>');
  });

  it("reads 'opening' while the shell makes its channel", () => {
    expect(renderToString(createElement(LiveChannelOpeningContext, { value: true }, createElement(Probe)))).toBe('<p>opening</p>');
  });
});
