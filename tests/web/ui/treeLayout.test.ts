import { describe, expect, it } from 'vitest';
import { hierarchy } from '@visx/hierarchy';
import {
  layoutKindFor,
  layoutTree,
  nodeRows,
  nodeWidthFor,
} from '../../../src/shared/ui/TreeCanvas/layout';
import { isShortened, widestWord, wrapName } from '../../../src/shared/ui/TreeCanvas/nameLines';

/** Every character 8 px wide. */
const measure = (text: string) => text.length * 8;

describe('wrapName', () => {
  it('breaks a name at spaces, never inside a word', () => {
    expect(wrapName('Harbour Sub Division', 100, measure)).toEqual(['Harbour Sub', 'Division']);
    expect(wrapName('Southern Cross Distribution', 120, measure)).toEqual([
      'Southern Cross',
      'Distribution',
    ]);
    expect(wrapName('Acme', 120, measure)).toEqual(['Acme']);
  });
  it('ends the last of three lines with an ellipsis when the name is longer', () => {
    const lines = wrapName('one two three four five six seven', 40, measure);
    expect(lines).toHaveLength(3);
    expect(isShortened(lines)).toBe(true);
    expect(isShortened(['whole'])).toBe(false);
  });
  it('finds the widest word', () => {
    expect(widestWord(['Harbour Sub Division', 'Distribution'], measure)).toBe(96);
  });
});

describe('layout', () => {
  it('is indented on a narrow view, top-down on a wide one', () => {
    expect(layoutKindFor(390)).toBe('indented');
    expect(layoutKindFor(1200)).toBe('top-down');
  });
  it('gives an indented box the width the view leaves, and room for its longest word', () => {
    expect(nodeWidthFor('indented', 168, 358, 2, 80)).toBe(358 - 32 - 48 - 32);
    expect(nodeWidthFor('top-down', 168, 1200, 2, 200)).toBe(224);
    expect(nodeRows(1).height).toBe(56);
    expect(nodeRows(2).height).toBe(74);
  });
  it('puts each node of the indented tree on its own row, in reading order, a level further in', () => {
    const data = {
      name: 'root',
      children: [{ name: 'a', children: [{ name: 'a1' }] }, { name: 'b' }],
    };
    const root = hierarchy(data);
    // The Tree component gives x and y; the indented layout does not read them.
    root.each((n) => Object.assign(n, { x: 0, y: 0 }));
    const layout = layoutTree('indented', root as never, 200, 56, (d: { name: string }) => d.name);
    expect(layout.nodes.map((n) => (n.data as { name: string }).name)).toEqual([
      'root',
      'a',
      'a1',
      'b',
    ]);
    const [r, a, a1, b] = layout.nodes;
    expect(a!.x - r!.x).toBe(24);
    expect(a1!.x - a!.x).toBe(24);
    expect(b!.x).toBe(a!.x);
    expect([r!.y, a!.y, a1!.y, b!.y]).toEqual([28, 96, 164, 232]);
    expect(layout.extent.height).toBe(4 * 68 - 12);
    expect(layout.links).toHaveLength(3);
  });
});
