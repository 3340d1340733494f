// The company structure (spec 1 sections 2.6 and 9): a tree of nodes with name and status, links
// between them, zoom from 10% to 300% in 10% steps with plus, minus and fit, the percentage
// shown, panning only when the tree is wider than 400, nodes clickable and keyboard-activatable.
// Fit shows the whole tree: it fits the width (down to the 10% zoom) and the view grows to the
// tree's height so the page scrolls; below 80% each node shows its name alone (whole as the
// tooltip), in letters kept at the size they have at 80%, so a small tree stays readable. Branches below `openLevels` start
// closed, each with a button that shows how many it hides; a search by code or name opens the
// way to a node, centres and marks it. A name longer than its box fades out at the edge and
// keeps a tooltip.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Tree, hierarchy } from '@visx/hierarchy';
import type { HierarchyPointNode } from '@visx/hierarchy';
import { LinkVerticalStep } from '@visx/shape';
import { Zoom, type ProvidedZoom, type TransformMatrix } from '@visx/zoom';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import { Button } from '../Button';
import { useContainerWidth } from '../BarChart/ChartFrame';
import { IconButton } from '../IconButton';
import { isBranchOpen, walk } from './treeShape';
import { TreeSearch, type SearchHit } from './TreeSearch';
import {
  ZOOM_MAX, ZOOM_MIN, labelGrowth, canZoomIn, canZoomOut, centreOn, centredMatrix, constrainMatrix, fitScale, isPannable, stepZoom, treeExtent,
  viewHeightFor, zoomAbout, zoomPercent, type Extent, type Matrix,
} from './zoom';

const messages = defineMessages<{
  zoomIn: NoMessageValues;
  zoomOut: NoMessageValues;
  fit: NoMessageValues;
  zoomLevel: NoMessageValues;
  controls: NoMessageValues;
  showBelow: { count: number; name: string };
  hideBelow: { name: string };
}>({
  showBelow: { id: 'TREE.SHOW_BELOW', defaultMessage: 'Show the {count, plural, one {# agent} other {# agents}} below {name}' },
  hideBelow: { id: 'TREE.HIDE_BELOW', defaultMessage: 'Hide the agents below {name}' },
  zoomIn: { id: 'TREE.ZOOM_IN', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'TREE.ZOOM_OUT', defaultMessage: 'Zoom out' },
  fit: { id: 'TREE.FIT', defaultMessage: 'Fit' },
  zoomLevel: { id: 'TREE.ZOOM_LEVEL', defaultMessage: 'Zoom level' },
  controls: { id: 'TREE.ZOOM_CONTROLS', defaultMessage: 'Zoom' },
});

/** A node of the structure: identified by id or code, with a name, a status and children. */
export interface TreeNodeData {
  id?: string;
  code?: string;
  name: string;
  status?: string;
  children?: readonly TreeNodeData[] | null;
}

export type NodeTone = 'success' | 'warning' | 'danger' | 'neutral';

const NODE_TONES: readonly NodeTone[] = ['neutral', 'success', 'warning', 'danger'];

export interface NodeMark {
  tone: NodeTone;
  text: string;
}

/** Active is good, pending-like is a warning, inactive/suspended/closed/blocked is danger. */
export function defaultStatusTone(status: string | undefined): NodeTone {
  const s = (status ?? '').trim().toLowerCase();
  if (['active', 'enabled', 'a', 't', 'alive'].includes(s)) return 'success';
  if (['pending', 'waiting', 'new', 'p'].includes(s)) return 'warning';
  if (['inactive', 'disabled', 'suspended', 'closed', 'blocked', 'locked', 'terminated', 'i', 'f'].includes(s)) return 'danger';
  return 'neutral';
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
  nodeWidth?: number;
  nodeHeight?: number;
  className?: string;
}

const GAP_X = 24;
const GAP_Y = 56;
const TOGGLE_RADIUS = 12;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

const Percent = styled.output`
  min-width: 48px;
  text-align: center;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
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

const NodeGroup = styled.g`
  cursor: pointer;
  outline: none;

  &:focus-visible > rect.node-box {
    stroke: ${({ theme }) => theme.color.focusRing};
    stroke-width: 3;
  }
`;

const Toggle = styled.g`
  cursor: pointer;
  outline: none;
  circle {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.borderStrong};
  }
  text {
    fill: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:hover circle {
    fill: ${({ theme }) => theme.color.surfaceSunken};
  }
  &:focus-visible circle {
    stroke: ${({ theme }) => theme.color.focusRing};
    stroke-width: 3;
  }
`;

const NodeText = styled.text`
  .node-name {
    fill: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .node-status {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

function toneColours(theme: DefaultTheme, tone: NodeTone): { edge: string; text: string; surface: string } {
  switch (tone) {
    case 'success': return { edge: theme.color.success, text: theme.color.successText, surface: theme.color.successSurface };
    case 'warning': return { edge: theme.color.warning, text: theme.color.warningText, surface: theme.color.warningSurface };
    case 'danger': return { edge: theme.color.danger, text: theme.color.dangerText, surface: theme.color.dangerSurface };
    default: return { edge: theme.color.borderStrong, text: theme.color.textMuted, surface: theme.color.surface };
  }
}

/** Whether a name is longer than its box shows (about 8 px a character at the node's size). */
const isCut = (text: string, nodeWidth: number) => text.length > Math.floor((nodeWidth - 20) / 8);

interface NodeInfo {
  key: string;
  depth: number;
  path: string[];
}

export function TreeCanvas<T extends TreeNodeData>(props: TreeCanvasProps<T>) {
  const { data, nodeWidth = 168, nodeHeight = 56, openLevels = Number.POSITIVE_INFINITY } = props;
  const info = useMemo(() => new Map<T, NodeInfo>(walk(data).map(({ node, ...rest }) => [node, rest])), [data]);
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [found, setFound] = useState<SearchHit | null>(null);
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
  const toggle = (key: string, open: boolean) => setToggled((prev) => new Map(prev).set(key, open));
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
    <Tree<T> root={root} nodeSize={[nodeWidth + GAP_X, nodeHeight + GAP_Y]}>
      {(laidOut) => (
        <Canvas
          {...props}
          laidOut={laidOut}
          info={info}
          nodeWidth={nodeWidth}
          nodeHeight={nodeHeight}
          isOpen={isOpen}
          onToggle={toggle}
          found={found}
          onFind={reveal}
        />
      )}
    </Tree>
  );
}

interface CanvasProps<T extends TreeNodeData> extends TreeCanvasProps<T> {
  laidOut: HierarchyPointNode<T>;
  info: ReadonlyMap<T, NodeInfo>;
  nodeWidth: number;
  nodeHeight: number;
  isOpen: (d: T) => boolean;
  onToggle: (key: string, open: boolean) => void;
  found: SearchHit | null;
  onFind: (hit: SearchHit | null) => void;
}

function Canvas<T extends TreeNodeData>(props: CanvasProps<T>) {
  const { laidOut, minHeight = 240, nodeWidth, nodeHeight, searchable, data, onFind, className } = props;
  const [ref, width] = useContainerWidth<HTMLDivElement>();
  const nodes = laidOut.descendants();
  const extent: Extent = treeExtent(nodes.map((n) => ({ x: n.x, y: n.y })), nodeWidth, nodeHeight);
  const fitted = fitScale(extent, width);
  const height = viewHeightFor(extent, fitted, minHeight);
  const pannable = isPannable(extent.width);
  // Matrices set by the buttons may move the view even when panning is off; a drag may not.
  const programmatic = useRef(new WeakSet<Matrix>());
  const constrain = (next: Matrix, prev: Matrix): Matrix =>
    constrainMatrix(next, prev, pannable, programmatic.current.has(next));
  const fitMatrix = (): Matrix => centredMatrix(extent, fitted, width, laidOut.x);

  return (
    <Root className={className}>
      <Measure ref={ref}>
        {width > 0 ? (
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
                view={{
                  matrix: zoom.transformMatrix,
                  transform: zoom.toString(),
                  dragging: zoom.isDragging,
                }}
                width={width}
                height={height}
                pannable={pannable}
                fitMatrix={fitMatrix}
                setMatrix={(m: Matrix) => {
                  programmatic.current.add(m);
                  zoom.setTransformMatrix(m);
                }}
                search={searchable ? <TreeSearch root={data} onFind={onFind} /> : null}
              />
            )}
          </Zoom>
        ) : null}
      </Measure>
    </Root>
  );
}

interface SceneProps<T extends TreeNodeData> extends CanvasProps<T> {
  /** What the Zoom gives the drawing: where it listens, the view and its transform. */
  view: { matrix: TransformMatrix; transform: string; dragging: boolean };
  svgRef: ProvidedZoom<SVGSVGElement>['containerRef'];
  width: number;
  height: number;
  pannable: boolean;
  fitMatrix: () => Matrix;
  setMatrix: (m: Matrix) => void;
  search: ReactNode;
}

/** The controls and the drawing; refits when the drawn tree changes, centres a found node. */
function Scene<T extends TreeNodeData>({
  view, svgRef, width, height, pannable, fitMatrix, setMatrix, search, laidOut, info, label, onNodeClick, selectedId,
  statusTone = defaultStatusTone, statusLabel = (s) => s, nodeMark, nodeWidth, nodeHeight, isOpen, onToggle, found,
}: SceneProps<T>) {
  const intl = useIntl();
  const theme = useTheme();
  const nodes = laidOut.descendants();
  const links = laidOut.links();
  const scale = view.matrix.scaleX;
  // Below a readable scale each node shows its name alone, drawn larger (labelGrowth).
  const growth = labelGrowth(scale);
  const compact = growth > 1;
  const shape = nodes.map((n) => info.get(n.data)?.key).join(' ');
  const foundNode = found ? nodes.find((n) => info.get(n.data)?.key === found.key) : undefined;

  // A changed tree (an agent added, a branch opened) is fitted again; a found node is centred.
  useEffect(() => {
    if (foundNode) setMatrix(centreOn({ x: foundNode.x, y: foundNode.y }, Math.max(scale, 1), width, height));
    else setMatrix(fitMatrix());
    // Only a new shape, width or search result moves the view, never a zoom by the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape, width, found]);

  const step = (direction: 1 | -1) =>
    setMatrix(zoomAbout(view.matrix, stepZoom(scale, direction), { x: width / 2, y: height / 2 }));
  const activate = (node: T) => onNodeClick?.(node);
  const onButtonKey = (action: () => void) => (e: KeyboardEvent<SVGGElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      action();
    }
  };
  const fadeId = `${useId()}-fade`;

  return (
    <>
      <Bar>
        {search}
        <Controls role="group" aria-label={intl.formatMessage(messages.controls)}>
          <IconButton size="sm" label={intl.formatMessage(messages.zoomOut)} icon="−" onClick={() => step(-1)} disabled={!canZoomOut(scale)} />
          <Percent aria-live="polite" aria-label={intl.formatMessage(messages.zoomLevel)}>
            {zoomPercent(scale)}%
          </Percent>
          <IconButton size="sm" label={intl.formatMessage(messages.zoomIn)} icon="+" onClick={() => step(1)} disabled={!canZoomIn(scale)} />
          <Button variant="ghost" size="sm" onClick={() => setMatrix(fitMatrix())}>
            {intl.formatMessage(messages.fit)}
          </Button>
        </Controls>
      </Bar>
      <View>
        <Svg
          ref={svgRef}
          width={width}
          height={height}
          role="group"
          aria-label={label}
          data-pannable={pannable ? 'true' : 'false'}
          $pannable={pannable}
          $dragging={view.dragging}
        >
          <defs>
            {/* A cut name fades into its box's colour (a marked box has its tone's). */}
            {NODE_TONES.map((t) => (
              <linearGradient key={t} id={`${fadeId}-${t}`}>
                <stop offset="0" style={{ stopColor: toneColours(theme, t).surface, stopOpacity: 0 }} />
                <stop offset="0.7" style={{ stopColor: toneColours(theme, t).surface, stopOpacity: 1 }} />
              </linearGradient>
            ))}
          </defs>
          <g transform={view.transform}>
            {links.map((link) => (
              <LinkVerticalStep
                key={`${info.get(link.source.data)?.key}-${info.get(link.target.data)?.key}`}
                data={link}
                percent={0.5}
                fill="none"
                style={{ stroke: theme.color.borderStrong, strokeWidth: 1.5 }}
              />
            ))}
            {nodes.map((n) => {
              const d = n.data;
              const key = info.get(d)?.key ?? '';
              const tone = toneColours(theme, statusTone(d.status));
              const selected = selectedId !== undefined && selectedId === (d.id ?? d.code);
              const marked = found?.key === key;
              const status = d.status ? statusLabel(d.status) : '';
              const mark = nodeMark?.(d);
              const markColours = mark ? toneColours(theme, mark.tone) : undefined;
              const accessibleName = [d.name, status, mark?.text].filter(Boolean).join(', ');
              const cut = isCut(d.name, nodeWidth);
              return (
                <NodeGroup
                  key={key}
                  transform={`translate(${n.x - nodeWidth / 2}, ${n.y - nodeHeight / 2})`}
                  role="button"
                  tabIndex={0}
                  aria-label={accessibleName}
                  aria-pressed={selectedId !== undefined ? selected : undefined}
                  data-node-id={key}
                  data-found={marked ? 'true' : undefined}
                  data-mark={mark?.tone}
                  onClick={() => activate(d)}
                  onKeyDown={onButtonKey(() => activate(d))}
                >
                  {cut || compact ? <title>{d.name}</title> : null}
                  <rect
                    className="node-box"
                    width={nodeWidth}
                    height={nodeHeight}
                    rx={8}
                    style={{
                      fill: markColours?.surface ?? theme.color.surface,
                      // A found node: the info colour, dashed, never a status or usage tone.
                      stroke: marked ? theme.color.info : selected ? theme.color.primary : (markColours?.edge ?? theme.color.border),
                      strokeWidth: marked ? 3 : selected || markColours ? 2.5 : 1,
                      strokeDasharray: marked ? '8 4' : undefined,
                    }}
                  />
                  <rect width={5} height={nodeHeight} rx={2} style={{ fill: tone.edge }} />
                  {/* One text element holding the whole name (clipped by the box, faded at the
                      edge when cut) and the status, so the visible text reads as the accessible
                      name does. */}
                  <svg x={14} width={nodeWidth - 20} height={nodeHeight} overflow="hidden">
                    <NodeText>
                      {compact ? (
                        <tspan className="node-name" x={0} y={nodeHeight / 2} dominantBaseline="central" style={{ fontSize: `calc(${theme.font.size.md} * ${growth})` }}>{d.name}</tspan>
                      ) : (
                        <tspan className="node-name" x={0} y={22}>{d.name}</tspan>
                      )}
                      {status && !compact ? (
                        <>
                          {' '}
                          <tspan className="node-status" x={0} y={42} style={{ fill: tone.text }}>{status}</tspan>
                        </>
                      ) : null}
                      {mark && markColours && !compact ? (
                        <>
                          {' '}
                          <tspan className="node-status" x={nodeWidth - 24} y={42} textAnchor="end" style={{ fill: markColours.text }}>{mark.text}</tspan>
                        </>
                      ) : null}
                    </NodeText>
                  </svg>
                  {cut ? <rect x={nodeWidth - 46} y={6} width={40} height={22} style={{ fill: `url(#${fadeId}-${mark?.tone ?? 'neutral'})` }} /> : null}
                </NodeGroup>
              );
            })}
            {nodes.map((n) => {
              const count = n.data.children?.length ?? 0;
              if (count === 0) return null;
              const key = info.get(n.data)?.key ?? '';
              const open = isOpen(n.data);
              const name = open
                ? intl.formatMessage(messages.hideBelow, { name: n.data.name })
                : intl.formatMessage(messages.showBelow, { count, name: n.data.name });
              return (
                <Toggle
                  key={`toggle-${key}`}
                  transform={`translate(${n.x}, ${n.y + nodeHeight / 2 + TOGGLE_RADIUS + 2})`}
                  role="button"
                  tabIndex={0}
                  aria-expanded={open}
                  aria-label={name}
                  onClick={() => onToggle(key, !open)}
                  onKeyDown={onButtonKey(() => onToggle(key, !open))}
                >
                  <title>{name}</title>
                  <circle r={TOGGLE_RADIUS} />
                  <text textAnchor="middle" dominantBaseline="central" aria-hidden="true">
                    {open ? '−' : `+${count}`}
                  </text>
                </Toggle>
              );
            })}
          </g>
        </Svg>
      </View>
    </>
  );
}

const Measure = styled.div`
  width: 100%;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
