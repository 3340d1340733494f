// A node of the drawing: its box (the mark's colours, the selected or found outline), the
// status's coloured edge, the name on its lines and the status with the mark's text; and a
// branch's show/hide button. One text element holds the name and the status, so the visible
// text reads as the accessible name does.
import { Fragment, type KeyboardEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { TEXT_INSET, TEXT_END, nodeRows, TOGGLE_RADIUS, type Point } from './layout';
import { toneColours, type NodeMark, type NodeTone } from './tones';

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

/** Enter and Space press an SVG group that plays a button. */
export const pressKeys = (action: () => void) => (e: KeyboardEvent<SVGGElement>) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    action();
  }
};

export interface TreeNodeProps {
  nodeKey: string;
  name: string;
  /** The name's lines as they fit the box (the last may end with '…'). */
  lines: readonly string[];
  /** The status in the reader's words, and its tone. */
  status: string;
  tone: NodeTone;
  mark?: NodeMark;
  centre: Point;
  width: number;
  height: number;
  selected?: boolean;
  /** Found by the search. */
  found: boolean;
  /** Zoomed out below reading: the name alone, drawn `growth` times larger. */
  growth: number;
  onActivate: () => void;
}

export function TreeNode({
  nodeKey,
  name,
  lines,
  status,
  tone,
  mark,
  centre,
  width,
  height,
  selected,
  found,
  growth,
  onActivate,
}: TreeNodeProps) {
  const theme = useTheme();
  const colours = toneColours(theme, tone);
  const markColours = mark ? toneColours(theme, mark.tone) : undefined;
  const compact = growth > 1;
  const shortened = lines.join(' ') !== name;
  const rows = nodeRows(lines.length);
  return (
    <NodeGroup
      transform={`translate(${centre.x - width / 2}, ${centre.y - height / 2})`}
      role="button"
      tabIndex={0}
      aria-label={[name, status, mark?.text].filter(Boolean).join(', ')}
      aria-pressed={selected}
      data-node-id={nodeKey}
      data-found={found ? 'true' : undefined}
      data-mark={mark?.tone}
      onClick={onActivate}
      onKeyDown={pressKeys(onActivate)}
    >
      {shortened || compact ? <title>{name}</title> : null}
      <rect
        className="node-box"
        width={width}
        height={height}
        rx={8}
        style={{
          fill: markColours?.surface ?? theme.color.surface,
          // A found node: the info colour, dashed, never a status or usage tone.
          stroke: found
            ? theme.color.info
            : selected
              ? theme.color.primary
              : (markColours?.edge ?? theme.color.border),
          strokeWidth: found ? 3 : selected || markColours ? 2.5 : 1,
          strokeDasharray: found ? '8 4' : undefined,
        }}
      />
      <rect width={5} height={height} rx={2} style={{ fill: colours.edge }} />
      <svg
        x={TEXT_INSET}
        width={width - TEXT_INSET - TEXT_END / 2}
        height={height}
        overflow="hidden"
      >
        <NodeText>
          {compact ? (
            <tspan
              className="node-name"
              x={0}
              y={height / 2}
              dominantBaseline="central"
              style={{ fontSize: `calc(${theme.font.size.md} * ${growth})` }}
            >
              {name}
            </tspan>
          ) : (
            lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 ? ' ' : null}
                <tspan className="node-name" x={0} y={rows.name[i]}>
                  {line}
                </tspan>
              </Fragment>
            ))
          )}
          {status && !compact ? (
            <>
              {' '}
              <tspan className="node-status" x={0} y={rows.status} style={{ fill: colours.text }}>
                {status}
              </tspan>
            </>
          ) : null}
          {mark && markColours && !compact ? (
            <>
              {' '}
              <tspan
                className="node-status"
                x={width - TEXT_INSET - TEXT_END}
                y={rows.status}
                textAnchor="end"
                style={{ fill: markColours.text }}
              >
                {mark.text}
              </tspan>
            </>
          ) : null}
        </NodeText>
      </svg>
    </NodeGroup>
  );
}

export interface BranchToggleProps {
  at: Point;
  open: boolean;
  count: number;
  /** Its accessible name: show the N agents below X / hide the agents below X. */
  label: string;
  onToggle: () => void;
}

/** The button under (or, indented, before) a node with children: '+N' to show them, '−' to hide. */
export function BranchToggle({ at, open, count, label, onToggle }: BranchToggleProps) {
  return (
    <Toggle
      transform={`translate(${at.x}, ${at.y})`}
      role="button"
      tabIndex={0}
      aria-expanded={open}
      aria-label={label}
      onClick={onToggle}
      onKeyDown={pressKeys(onToggle)}
    >
      <title>{label}</title>
      <circle r={TOGGLE_RADIUS} />
      <text textAnchor="middle" dominantBaseline="central" aria-hidden="true">
        {open ? '−' : `+${count}`}
      </text>
    </Toggle>
  );
}
