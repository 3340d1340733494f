// The company structure (spec 1 sections 2.6 and 9): a tree of nodes with name and status, links
// between them, zoom from 10% to 300% in 10% steps with plus, minus and fit, the percentage
// shown, panning only when the drawn tree is wider than 400, nodes clickable and
// keyboard-activatable. Every name is read whole: it wraps at spaces onto up to three lines
// (nameLines.ts) in a box as wide as its longest word. Where the view is wide the tree is drawn
// top-down; on a narrow view (a phone) it is an indented tree, a row per node (layout.ts). Fit
// shows the tree at the scale that fits the width but never below a readable one (zoom.ts,
// READABLE_SCALE): a wider tree is shown from its root and panned; the view is as tall as the
// tree, up to the window's room for the top-down tree, all of it for the indented one (the page
// scrolls). Zoomed out by hand below the readable scale each node shows its name alone (whole as
// the tooltip), in letters kept at that scale's size. Branches below `openLevels` start closed,
// each with a button that shows how many it hides; a search by code or name opens the way to a
// node, centres and marks it.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Tree, hierarchy } from '@visx/hierarchy';
import { LinkVerticalStep } from '@visx/shape';
import { Zoom, type ProvidedZoom, type TransformMatrix } from '@visx/zoom';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { useContainerWidth } from '../BarChart/ChartFrame';
import { GAP_X, GAP_Y, layoutKindFor, layoutTree, nameWidthIn, nodeRows, nodeWidthFor, type TreeLayout } from './layout';
import { treeMessages } from './messages';
import { textMeasure, widestWord, wrapName } from './nameLines';
import { defaultStatusTone, type NodeMark, type NodeTone } from './tones';
import { BranchToggle, TreeNode } from './TreeNode';
import { isBranchOpen, walk } from './treeShape';
import { TreeSearch, type SearchHit } from './TreeSearch';
import {
  ZOOM_MAX, ZOOM_MIN, labelGrowth, centreOn, centredMatrix, constrainMatrix, fitScale, isPannable, stepZoom,
  viewHeightFor, zoomAbout, type Matrix,
} from './zoom';
import { ZoomControls } from './ZoomControls';

export { defaultStatusTone };
export type { NodeMark, NodeTone };

/** A node of the structure: identified by id or code, with a name, a status and children. */
export interface TreeNodeData {
  id?: string;
  code?: string;
  name: string;
  status?: string;
  children?: readonly TreeNodeData[] | null;
}

export interface TreeCanvasProps<T extends TreeNodeData> {
  data: T;
  /** Accessible name of the drawing, e.g. 'Company structure'. */
  label: string;
  /** The least height of the view; it grows to the fitted tree's height. The width follows the container. */
  minHeight?: number;
  onNodeClick?: (node: T) => void;
  /** The node drawn as selected (id or code). */
  selectedId?: string;
  statusTone?: (status: string | undefined) => NodeTone;
  /** The status as the reader's language words it (default: as it comes). */
  statusLabel?: (status: string) => string;
  /** A mark of a node beside its status (the company tree's limit usage): the box takes the tone's
   * colours and the text ends the status line; the text is read with the node's name. */
  nodeMark?: (node: T) => NodeMark | undefined;
  /** How many levels show at first (2: the root and its children); deeper branches start closed. */
  openLevels?: number;
  /** Show the search by code or name. */
  searchable?: boolean;
  /** The width of a box of the top-down tree (wider when a word of a name needs it). */
  nodeWidth?: number;
  className?: string;
}

/** Cousins a quarter of a box further apart than siblings (d3's default is a whole box), so that
 * a tree fits more of its width at a readable scale. */
const separation = (a: { parent: unknown }, b: { parent: unknown }) => (a.parent === b.parent ? 1 : 1.25);

/** The share of the window's height the top-down view may take before it pans instead. */
const WINDOW_SHARE = 0.75;

const Root = styled.div`
  width: 100%;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const View = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
`;

/** Panning takes sideways drags only: a vertical swipe still scrolls the page on a phone. */
const Svg = styled.svg<{ $pannable: boolean; $dragging: boolean }>`
  display: block;
  cursor: ${({ $pannable, $dragging }) => ($pannable ? ($dragging ? 'grabbing' : 'grab') : 'default')};
  touch-action: ${({ $pannable }) => ($pannable ? 'pan-y' : 'auto')};
  user-select: none;
`;

interface NodeInfo {
  key: string;
  depth: number;
  path: string[];
}

export function TreeCanvas<T extends TreeNodeData>(props: TreeCanvasProps<T>) {
  const { data, nodeWidth = 168, openLevels = Number.POSITIVE_INFINITY, className } = props;
  const theme = useTheme();
  const [ref, width] = useContainerWidth<HTMLDivElement>();
  const info = useMemo(() => new Map<T, NodeInfo>(walk(data).map(({ node, ...rest }) => [node, rest])), [data]);
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [found, setFound] = useState<SearchHit | null>(null);
  // The branch last opened or closed: the refitted view keeps it in the middle.
  const [toggledKey, setToggledKey] = useState<string | null>(null);
  const isOpen = (d: T) => {
    const i = info.get(d);
    return i ? isBranchOpen(i.key, i.depth, openLevels, toggled) : true;
  };
  const root = useMemo(
    () => hierarchy<T>(data, (d) => (isOpen(d) ? ((d.children ?? undefined) as T[] | undefined) : undefined)),
    // isOpen reads info, toggled and openLevels.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, info, toggled, openLevels],
  );
  const measure = useMemo(
    () => textMeasure({ weight: theme.font.weight.bold, size: theme.font.size.md, family: theme.font.family.base }),
    [theme],
  );
  // The boxes: as wide as the layout gives and the longest word needs, as tall as the most lines.
  const kind = layoutKindFor(width);
  const shown = root.descendants().map((n) => n.data);
  const boxWidth = nodeWidthFor(kind, nodeWidth, width, root.height, widestWord(shown.map((d) => d.name), measure));
  const lines = new Map(shown.map((d) => [d, wrapName(d.name, nameWidthIn(boxWidth), measure)]));
  const boxHeight = nodeRows(Math.max(...[...lines.values()].map((l) => l.length))).height;
  const keyOf = (d: T) => info.get(d)?.key ?? '';

  const toggle = (key: string, open: boolean) => {
    setToggled((prev) => new Map(prev).set(key, open));
    setToggledKey(key);
  };
  const reveal = (hit: SearchHit | null) => {
    if (!hit) return setFound(null);
    setToggled((prev) => {
      const next = new Map(prev);
      hit.path.forEach((key) => next.set(key, true));
      return next;
    });
    setFound(hit);
  };
  return (
    <Root className={className} ref={ref}>
      {width > 0 ? (
        <Tree<T> root={root} nodeSize={[boxWidth + GAP_X, boxHeight + GAP_Y]} separation={separation}>
          {(laidOut) => (
            <Canvas
              {...props}
              layout={layoutTree(kind, laidOut, boxWidth, boxHeight, keyOf)}
              width={width}
              keyOf={keyOf}
              lines={lines}
              boxWidth={boxWidth}
              boxHeight={boxHeight}
              isOpen={isOpen}
              onToggle={toggle}
              found={found}
              toggledKey={toggledKey}
              onFind={reveal}
            />
          )}
        </Tree>
      ) : null}
    </Root>
  );
}

interface CanvasProps<T extends TreeNodeData> extends TreeCanvasProps<T> {
  layout: TreeLayout<T>;
  width: number;
  keyOf: (d: T) => string;
  lines: ReadonlyMap<T, string[]>;
  boxWidth: number;
  boxHeight: number;
  isOpen: (d: T) => boolean;
  onToggle: (key: string, open: boolean) => void;
  found: SearchHit | null;
  toggledKey: string | null;
  onFind: (hit: SearchHit | null) => void;
}

/** The view's size and fitted scale, and the Zoom that holds its transform. */
function Canvas<T extends TreeNodeData>(props: CanvasProps<T>) {
  const { layout, width, minHeight = 240, searchable, data, onFind } = props;
  const { extent } = layout;
  const fitted = fitScale(extent, width);
  const room = layout.kind === 'top-down' && typeof window !== 'undefined' ? Math.round(window.innerHeight * WINDOW_SHARE) : Infinity;
  const height = viewHeightFor(extent, fitted, minHeight, Math.max(minHeight, room));
  // Matrices set by the buttons may move the view even when panning is off; a drag may not.
  const programmatic = useRef(new WeakSet<Matrix>());
  const constrain = (next: Matrix, prev: Matrix): Matrix =>
    constrainMatrix(next, prev, isPannable(extent.width * prev.scaleX), programmatic.current.has(next));
  // A tree wider than the view is shown around the root, or the point asked for (a branch just opened).
  const fitMatrix = (focusX = layout.focusX): Matrix => centredMatrix(extent, fitted, width, focusX);

  return (
    <Zoom<SVGSVGElement>
      width={width}
      height={height}
      scaleXMin={ZOOM_MIN}
      scaleXMax={ZOOM_MAX}
      scaleYMin={ZOOM_MIN}
      scaleYMax={ZOOM_MAX}
      initialTransformMatrix={fitMatrix()}
      constrain={constrain}
    >
      {(zoom) => (
        <Scene
          {...props}
          svgRef={zoom.containerRef}
          view={{ matrix: zoom.transformMatrix, transform: zoom.toString(), dragging: zoom.isDragging }}
          height={height}
          fitMatrix={fitMatrix}
          setMatrix={(m: Matrix) => {
            programmatic.current.add(m);
            zoom.setTransformMatrix(m);
          }}
          search={searchable ? <TreeSearch root={data} onFind={onFind} /> : null}
        />
      )}
    </Zoom>
  );
}

interface SceneProps<T extends TreeNodeData> extends CanvasProps<T> {
  /** What the Zoom gives the drawing: where it listens, the view and its transform. */
  view: { matrix: TransformMatrix; transform: string; dragging: boolean };
  svgRef: ProvidedZoom<SVGSVGElement>['containerRef'];
  height: number;
  fitMatrix: (focusX?: number) => Matrix;
  setMatrix: (m: Matrix) => void;
  search: ReactNode;
}

/** The controls and the drawing; refits when the drawn tree changes, centres a found node. */
function Scene<T extends TreeNodeData>({
  view, svgRef, width, height, fitMatrix, setMatrix, search, layout, keyOf, lines, boxWidth, boxHeight, label, onNodeClick,
  selectedId, statusTone = defaultStatusTone, statusLabel = (s) => s, nodeMark, isOpen, onToggle, found, toggledKey,
}: SceneProps<T>) {
  const intl = useIntl();
  const theme = useTheme();
  const scale = view.matrix.scaleX;
  const pannable = isPannable(layout.extent.width * scale);
  // Below a readable scale each node shows its name alone, drawn larger (labelGrowth).
  const growth = labelGrowth(scale);
  const shape = `${layout.kind} ${layout.nodes.map((n) => keyOf(n.data)).join(' ')}`;
  const foundNode = found ? layout.nodes.find((n) => keyOf(n.data) === found.key) : undefined;
  const toggledNode = toggledKey ? layout.nodes.find((n) => keyOf(n.data) === toggledKey) : undefined;

  // A changed tree (an agent added, a branch opened) is fitted again, around the branch just
  // opened or closed; a found node is centred in the view (top-down) or the page (indented).
  useEffect(() => {
    if (foundNode && layout.kind === 'indented') {
      // The indented tree is all in view: the page scrolls to the node instead.
      setMatrix(fitMatrix());
      const key = keyOf(foundNode.data);
      requestAnimationFrame(() =>
        [...(svgRef.current?.querySelectorAll<SVGGElement>('[data-node-id]') ?? [])]
          .find((el) => el.dataset.nodeId === key)
          ?.scrollIntoView({ block: 'center' }),
      );
    } else if (foundNode) setMatrix(centreOn(foundNode, Math.max(scale, 1), width, height));
    else setMatrix(fitMatrix(toggledNode?.x));
    // Only a new shape, width or search result moves the view, never a zoom by the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape, width, found]);

  const step = (direction: 1 | -1) =>
    setMatrix(zoomAbout(view.matrix, stepZoom(scale, direction), { x: width / 2, y: height / 2 }));

  return (
    <>
      <ZoomControls scale={scale} onStep={step} onFit={() => setMatrix(fitMatrix())} search={search} />
      <View>
        <Svg
          ref={svgRef}
          width={width}
          height={height}
          role="group"
          aria-label={label}
          data-pannable={pannable ? 'true' : 'false'}
          data-layout={layout.kind}
          $pannable={pannable}
          $dragging={view.dragging}
        >
          <g transform={view.transform}>
            {layout.links.map((link) => (
              <LinkVerticalStep
                key={link.key}
                data={link}
                percent={link.turn}
                fill="none"
                style={{ stroke: theme.color.borderStrong, strokeWidth: 1.5 }}
              />
            ))}
            {layout.nodes.map((n) => {
              const d = n.data;
              const key = keyOf(d);
              return (
                <TreeNode
                  key={key}
                  nodeKey={key}
                  name={d.name}
                  lines={lines.get(d) ?? [d.name]}
                  status={d.status ? statusLabel(d.status) : ''}
                  tone={statusTone(d.status)}
                  mark={nodeMark?.(d)}
                  centre={n}
                  width={boxWidth}
                  height={boxHeight}
                  selected={selectedId !== undefined ? selectedId === (d.id ?? d.code) : undefined}
                  found={found?.key === key}
                  growth={growth}
                  onActivate={() => onNodeClick?.(d)}
                />
              );
            })}
            {layout.nodes.map((n) => {
              const count = n.data.children?.length ?? 0;
              if (count === 0) return null;
              const key = keyOf(n.data);
              const open = isOpen(n.data);
              return (
                <BranchToggle
                  key={`toggle-${key}`}
                  at={n.toggle}
                  open={open}
                  count={count}
                  label={
                    open
                      ? intl.formatMessage(treeMessages.hideBelow, { name: n.data.name })
                      : intl.formatMessage(treeMessages.showBelow, { count, name: n.data.name })
                  }
                  onToggle={() => onToggle(key, !open)}
                />
              );
            })}
          </g>
        </Svg>
      </View>
    </>
  );
}
