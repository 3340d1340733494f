// Where the company tree's nodes, links and branch buttons go. Two layouts: top-down (the
// organisation chart, where there is room for it) and, on a narrow view, an indented tree (each
// node on a row of its own, a level further in than its parent, as a file tree), which reads at
// full size on a phone instead of shrinking a wide chart. Both are drawn in the same zoomable view.
import type { HierarchyPointNode } from '@visx/hierarchy';
import type { Extent } from './zoom';

export type TreeLayoutKind = 'top-down' | 'indented';

/** A view narrower than this gets the indented tree. */
export const INDENTED_MAX_WIDTH = 600;

/** The radius of a branch's show/hide button. */
export const TOGGLE_RADIUS = 12;
/** Space between the boxes of the top-down tree. */
export const GAP_X = 24;
export const GAP_Y = 56;
/** How much further in a level of the indented tree starts, and the space between its rows. */
const INDENT = 24;
const ROW_GAP = 12;
/** The indented tree's column for a branch's button, before the box. */
const GUTTER = 2 * TOGGLE_RADIUS + 8;
/** The least width of a box in the indented tree (narrower views pan). */
const INDENTED_MIN_NODE_WIDTH = 160;
/** Space kept around the tree in the view (as VIEW_MARGIN in zoom.ts). */
const MARGIN = 16;

/** Inside a box: the coloured edge, the text's start and the space after it. */
export const TEXT_INSET = 14;
export const TEXT_END = 10;

/** The text rows of a box whose name takes `lines` lines: each name line's baseline, the status's, the box's height. */
export function nodeRows(lines: number): { name: number[]; status: number; height: number } {
  const name = Array.from({ length: Math.max(1, lines) }, (_, i) => 22 + i * 18);
  const status = name[name.length - 1]! + 20;
  return { name, status, height: status + 14 };
}

/** The layout for a view this wide. */
export const layoutKindFor = (viewWidth: number): TreeLayoutKind =>
  viewWidth < INDENTED_MAX_WIDTH ? 'indented' : 'top-down';

/**
 * The box width: the width asked for in the top-down tree, the view's width less the indents of
 * the deepest level in the indented one; never narrower than the longest word of a name.
 */
export function nodeWidthFor(
  kind: TreeLayoutKind,
  asked: number,
  viewWidth: number,
  deepest: number,
  widestWord: number,
): number {
  const forWords = Math.ceil(widestWord) + TEXT_INSET + TEXT_END;
  if (kind === 'top-down') return Math.max(asked, forWords);
  const room = viewWidth - 2 * MARGIN - deepest * INDENT - GUTTER;
  return Math.max(INDENTED_MIN_NODE_WIDTH, forWords, room);
}

/** The width a name's lines may take in a box this wide. */
export const nameWidthIn = (nodeWidth: number) => nodeWidth - TEXT_INSET - TEXT_END;

export interface Point {
  x: number;
  y: number;
}

export interface PlacedNode<T> {
  data: T;
  /** The box's centre. */
  x: number;
  y: number;
  /** Where the branch's show/hide button sits. */
  toggle: Point;
}

export interface PlacedLink {
  key: string;
  source: Point;
  target: Point;
  /** The part of the way (0..1) at which the link turns: halfway between levels, or at the child's row. */
  turn: number;
}

export interface TreeLayout<T> {
  kind: TreeLayoutKind;
  nodes: PlacedNode<T>[];
  links: PlacedLink[];
  extent: Extent;
  /** The point kept in the middle when the tree is wider than the view (the root). */
  focusX: number;
}

/** The top-down tree as @visx/hierarchy's Tree laid it out; a bottom branch's button is inside the extent. */
function topDown<T>(
  root: HierarchyPointNode<T>,
  nodeWidth: number,
  nodeHeight: number,
  keyOf: (d: T) => string,
): TreeLayout<T> {
  const points = root.descendants();
  const nodes = points.map((n) => ({
    data: n.data,
    x: n.x,
    y: n.y,
    toggle: { x: n.x, y: n.y + nodeHeight / 2 + TOGGLE_RADIUS + 2 },
  }));
  const links = root.links().map((l) => ({
    key: `${keyOf(l.source.data)}-${keyOf(l.target.data)}`,
    source: { x: l.source.x, y: l.source.y },
    target: { x: l.target.x, y: l.target.y },
    turn: 0.5,
  }));
  const xs = points.map((n) => n.x);
  const ys = points.map((n) => n.y);
  const minX = Math.min(...xs) - nodeWidth / 2;
  const minY = Math.min(...ys) - nodeHeight / 2;
  const extent = {
    minX,
    minY,
    width: Math.max(...xs) + nodeWidth / 2 - minX,
    height: Math.max(...ys) + nodeHeight / 2 + 2 * TOGGLE_RADIUS + 4 - minY,
  };
  return { kind: 'top-down', nodes, links, extent, focusX: root.x };
}

/** Each node on its own row in reading order, a level's indent further in than its parent. */
function indented<T>(
  root: HierarchyPointNode<T>,
  nodeWidth: number,
  nodeHeight: number,
  keyOf: (d: T) => string,
): TreeLayout<T> {
  const nodes: PlacedNode<T>[] = [];
  const links: PlacedLink[] = [];
  const placed = new Map<HierarchyPointNode<T>, PlacedNode<T>>();
  let row = 0;
  let deepest = 0;
  root.eachBefore((n) => {
    const left = n.depth * INDENT + GUTTER;
    const y = row * (nodeHeight + ROW_GAP) + nodeHeight / 2;
    const node = {
      data: n.data,
      x: left + nodeWidth / 2,
      y,
      toggle: { x: n.depth * INDENT + TOGGLE_RADIUS + 2, y },
    };
    nodes.push(node);
    placed.set(n, node);
    deepest = Math.max(deepest, n.depth);
    const parent = n.parent ? placed.get(n.parent) : undefined;
    if (parent) {
      links.push({
        key: `${keyOf(n.parent!.data)}-${keyOf(n.data)}`,
        // Down from the parent's button, then across to the child's box.
        source: { x: parent.toggle.x, y: parent.y },
        target: { x: left, y },
        turn: 1,
      });
    }
    row += 1;
  });
  const extent = {
    minX: 0,
    minY: 0,
    width: deepest * INDENT + GUTTER + nodeWidth,
    height: row * (nodeHeight + ROW_GAP) - ROW_GAP,
  };
  return { kind: 'indented', nodes, links, extent, focusX: extent.width / 2 };
}

export function layoutTree<T>(
  kind: TreeLayoutKind,
  root: HierarchyPointNode<T>,
  nodeWidth: number,
  nodeHeight: number,
  keyOf: (d: T) => string,
): TreeLayout<T> {
  return kind === 'top-down'
    ? topDown(root, nodeWidth, nodeHeight, keyOf)
    : indented(root, nodeWidth, nodeHeight, keyOf);
}
