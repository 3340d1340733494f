// The company structure (spec 1 sections 2.6 and 9): a tree of nodes with name and status, links
// between them, zoom from 10% to 300% in 10% steps with plus, minus and fit, the percentage
// shown, panning only when the tree is wider than 400, nodes clickable and keyboard-activatable.
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { Tree, hierarchy } from '@visx/hierarchy';
import type { HierarchyPointNode } from '@visx/hierarchy';
import { LinkVerticalStep } from '@visx/shape';
import { Zoom } from '@visx/zoom';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import { Button } from '../Button';
import { useContainerWidth } from '../BarChart/ChartFrame';
import { IconButton } from '../IconButton';
import {
  ZOOM_MAX, ZOOM_MIN, canZoomIn, canZoomOut, centredMatrix, constrainMatrix, fitScale, isPannable, stepZoom, treeExtent, zoomAbout,
  zoomPercent, type Extent, type Matrix,
} from './zoom';

const messages = defineMessages<{
  zoomIn: NoMessageValues;
  zoomOut: NoMessageValues;
  fit: NoMessageValues;
  zoomLevel: NoMessageValues;
  controls: NoMessageValues;
}>({
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
  /** Height of the view; the width follows the container. */
  height?: number;
  onNodeClick?: (node: T) => void;
  /** The node drawn as selected (id or code). */
  selectedId?: string;
  statusTone?: (status: string | undefined) => NodeTone;
  nodeWidth?: number;
  nodeHeight?: number;
  className?: string;
}

const GAP_X = 24;
const GAP_Y = 56;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
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

const Svg = styled.svg<{ $pannable: boolean; $dragging: boolean }>`
  display: block;
  cursor: ${({ $pannable, $dragging }) => ($pannable ? ($dragging ? 'grabbing' : 'grab') : 'default')};
  touch-action: ${({ $pannable }) => ($pannable ? 'none' : 'auto')};
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

function toneColours(theme: DefaultTheme, tone: NodeTone): { edge: string; text: string } {
  switch (tone) {
    case 'success': return { edge: theme.color.success, text: theme.color.successText };
    case 'warning': return { edge: theme.color.warning, text: theme.color.warningText };
    case 'danger': return { edge: theme.color.danger, text: theme.color.dangerText };
    default: return { edge: theme.color.borderStrong, text: theme.color.textMuted };
  }
}

const nodeId = (d: TreeNodeData, fallback: string) => d.id ?? d.code ?? fallback;

/** Cuts a name to what fits in a node, with an ellipsis (the full name stays the accessible name). */
function fit(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(1, max - 1))}…` : text;
}

export function TreeCanvas<T extends TreeNodeData>(props: TreeCanvasProps<T>) {
  const { data, nodeWidth = 168, nodeHeight = 56 } = props;
  const root = useMemo(() => hierarchy<T>(data, (d) => (d.children ?? undefined) as T[] | undefined), [data]);
  return (
    <Tree<T> root={root} nodeSize={[nodeWidth + GAP_X, nodeHeight + GAP_Y]}>
      {(laidOut) => <Canvas {...props} laidOut={laidOut} nodeWidth={nodeWidth} nodeHeight={nodeHeight} />}
    </Tree>
  );
}

interface CanvasProps<T extends TreeNodeData> extends TreeCanvasProps<T> {
  laidOut: HierarchyPointNode<T>;
  nodeWidth: number;
  nodeHeight: number;
}

function Canvas<T extends TreeNodeData>({
  laidOut, label, height = 480, onNodeClick, selectedId, statusTone = defaultStatusTone, nodeWidth, nodeHeight, className,
}: CanvasProps<T>) {
  const intl = useIntl();
  const theme = useTheme();
  const [ref, width] = useContainerWidth<HTMLDivElement>();
  const nodes = laidOut.descendants();
  const links = laidOut.links();
  const extent: Extent = treeExtent(nodes.map((n) => ({ x: n.x, y: n.y })), nodeWidth, nodeHeight);
  const pannable = isPannable(extent.width);
  // Matrices set by the buttons may move the view even when panning is off; a drag may not.
  const programmatic = useRef(new WeakSet<Matrix>());

  const constrain = (next: Matrix, prev: Matrix): Matrix =>
    constrainMatrix(next, prev, pannable, programmatic.current.has(next));

  const fitMatrix = (): Matrix => centredMatrix(extent, fitScale(extent, width, height), width, height);

  const activate = (node: T) => onNodeClick?.(node);
  const onNodeKey = (node: T) => (e: KeyboardEvent<SVGGElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate(node);
    }
  };

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
            {(zoom) => {
              const scale = zoom.transformMatrix.scaleX;
              const setMatrix = (m: Matrix) => {
                programmatic.current.add(m);
                zoom.setTransformMatrix(m);
              };
              const step = (direction: 1 | -1) =>
                setMatrix(zoomAbout(zoom.transformMatrix, stepZoom(scale, direction), { x: width / 2, y: height / 2 }));
              return (
                <>
                  <Controls role="group" aria-label={intl.formatMessage(messages.controls)}>
                    <IconButton
                      size="sm"
                      label={intl.formatMessage(messages.zoomOut)}
                      icon="−"
                      onClick={() => step(-1)}
                      disabled={!canZoomOut(scale)}
                    />
                    <Percent aria-live="polite" aria-label={intl.formatMessage(messages.zoomLevel)}>
                      {zoomPercent(scale)}%
                    </Percent>
                    <IconButton
                      size="sm"
                      label={intl.formatMessage(messages.zoomIn)}
                      icon="+"
                      onClick={() => step(1)}
                      disabled={!canZoomIn(scale)}
                    />
                    <Button variant="ghost" size="sm" onClick={() => setMatrix(fitMatrix())}>
                      {intl.formatMessage(messages.fit)}
                    </Button>
                  </Controls>
                  <View>
                    <Svg
                      ref={zoom.containerRef}
                      width={width}
                      height={height}
                      role="group"
                      aria-label={label}
                      data-pannable={pannable ? 'true' : 'false'}
                      $pannable={pannable}
                      $dragging={zoom.isDragging}
                    >
                      <g transform={zoom.toString()}>
                        {links.map((link) => (
                          <LinkVerticalStep
                            key={`${nodeId(link.source.data, 'root')}-${nodeId(link.target.data, String(link.target.depth))}-${link.target.x}`}
                            data={link}
                            percent={0.5}
                            fill="none"
                            style={{ stroke: theme.color.borderStrong, strokeWidth: 1.5 }}
                          />
                        ))}
                        {nodes.map((n, i) => {
                          const d = n.data;
                          const idText = nodeId(d, String(i));
                          const tone = toneColours(theme, statusTone(d.status));
                          const selected = selectedId !== undefined && selectedId === (d.id ?? d.code);
                          const accessibleName = d.status ? `${d.name}, ${d.status}` : d.name;
                          return (
                            <NodeGroup
                              key={`${idText}-${i}`}
                              transform={`translate(${n.x - nodeWidth / 2}, ${n.y - nodeHeight / 2})`}
                              role="button"
                              tabIndex={0}
                              aria-label={accessibleName}
                              aria-pressed={selectedId !== undefined ? selected : undefined}
                              data-node-id={idText}
                              onClick={() => activate(d)}
                              onKeyDown={onNodeKey(d)}
                            >
                              <rect
                                className="node-box"
                                width={nodeWidth}
                                height={nodeHeight}
                                rx={8}
                                style={{
                                  fill: theme.color.surface,
                                  stroke: selected ? theme.color.primary : theme.color.border,
                                  strokeWidth: selected ? 2.5 : 1,
                                }}
                              />
                              <rect width={5} height={nodeHeight} rx={2} style={{ fill: tone.edge }} />
                              {/* One text element, name and status separated by a space, so the visible
                                  text reads as the accessible name does. */}
                              <NodeText>
                                <tspan className="node-name" x={14} y={22}>{fit(d.name, Math.floor((nodeWidth - 20) / 8))}</tspan>
                                {d.status ? (
                                  <>
                                    {' '}
                                    <tspan className="node-status" x={14} y={42} style={{ fill: tone.text }}>{d.status}</tspan>
                                  </>
                                ) : null}
                              </NodeText>
                            </NodeGroup>
                          );
                        })}
                      </g>
                    </Svg>
                  </View>
                </>
              );
            }}
          </Zoom>
        ) : null}
      </Measure>
    </Root>
  );
}

const Measure = styled.div`
  width: 100%;
  min-width: 0;
`;
