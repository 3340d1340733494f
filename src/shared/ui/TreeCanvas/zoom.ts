// Zoom and layout arithmetic of the company tree (spec 1 section 9): scale 0.1 to 3, buttons step
// 10% capped at 300 and floored at 10, panning off when the structure is no wider than 400.

export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP_PERCENT = 10;
/** A structure this wide or narrower is not pannable. */
export const PAN_MIN_WIDTH = 400;

const MIN_PERCENT = Math.round(ZOOM_MIN * 100);
const MAX_PERCENT = Math.round(ZOOM_MAX * 100);

/** Keeps a scale inside 0.1..3; anything not finite is 1. */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale));
}

/** The whole percentage shown for a scale (1 -> 100). */
export function zoomPercent(scale: number): number {
  return Math.round(clampScale(scale) * 100);
}

/**
 * The next scale for a plus (+1) or minus (-1) button: the next multiple of 10% in that direction
 * (so a wheel-zoomed 105% goes to 110% or 100%), never past 300% or under 10%.
 */
export function stepZoom(scale: number, direction: 1 | -1): number {
  // Round away float noise (1.1 * 100 = 110.00000000000001) before finding the step.
  const percent = Math.round(clampScale(scale) * 1000) / 10;
  const onStep = Math.abs(percent / ZOOM_STEP_PERCENT - Math.round(percent / ZOOM_STEP_PERCENT)) < 1e-6;
  let next: number;
  if (direction > 0) {
    next = onStep
      ? Math.round(percent / ZOOM_STEP_PERCENT) * ZOOM_STEP_PERCENT + ZOOM_STEP_PERCENT
      : Math.ceil(percent / ZOOM_STEP_PERCENT) * ZOOM_STEP_PERCENT;
  } else {
    next = onStep
      ? Math.round(percent / ZOOM_STEP_PERCENT) * ZOOM_STEP_PERCENT - ZOOM_STEP_PERCENT
      : Math.floor(percent / ZOOM_STEP_PERCENT) * ZOOM_STEP_PERCENT;
  }
  return Math.min(MAX_PERCENT, Math.max(MIN_PERCENT, next)) / 100;
}

export function canZoomIn(scale: number): boolean {
  return zoomPercent(scale) < MAX_PERCENT;
}

export function canZoomOut(scale: number): boolean {
  return zoomPercent(scale) > MIN_PERCENT;
}

/** Panning is offered only for a structure wider than 400. */
export function isPannable(treeWidth: number): boolean {
  return treeWidth > PAN_MIN_WIDTH;
}

export interface Extent {
  minX: number;
  minY: number;
  width: number;
  height: number;
}

/**
 * The box that holds every node, given node centres from the layout and the node size: the tree's
 * width is what panning and fitting are decided on.
 */
export function treeExtent(points: readonly { x: number; y: number }[], nodeWidth: number, nodeHeight: number): Extent {
  if (points.length === 0) return { minX: 0, minY: 0, width: 0, height: 0 };
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  return {
    minX: minX - nodeWidth / 2,
    minY: minY - nodeHeight / 2,
    width: maxX - minX + nodeWidth,
    height: maxY - minY + nodeHeight,
  };
}

/**
 * The scale at which the whole tree fits the view with a margin, on a 10% step, at most 100%
 * (a small tree is not blown up) and at least 10%.
 */
export function fitScale(extent: Extent, viewWidth: number, viewHeight: number, margin = 16): number {
  if (extent.width <= 0 || extent.height <= 0 || viewWidth <= 0 || viewHeight <= 0) return 1;
  const raw = Math.min((viewWidth - 2 * margin) / extent.width, (viewHeight - 2 * margin) / extent.height, 1);
  const stepped = Math.floor(Math.round(raw * 1000) / 10 / ZOOM_STEP_PERCENT) * ZOOM_STEP_PERCENT;
  return Math.min(MAX_PERCENT, Math.max(MIN_PERCENT, stepped)) / 100;
}

export interface Matrix {
  scaleX: number;
  scaleY: number;
  translateX: number;
  translateY: number;
  skewX: number;
  skewY: number;
}

/** A transform showing `extent` at `scale`, centred in the view. */
export function centredMatrix(extent: Extent, scale: number, viewWidth: number, viewHeight: number): Matrix {
  const cx = extent.minX + extent.width / 2;
  const cy = extent.minY + extent.height / 2;
  const translateX = viewWidth / 2 - cx * scale;
  // A tree taller than the view starts at its root rather than its middle.
  const translateY = extent.height * scale > viewHeight ? 16 - extent.minY * scale : viewHeight / 2 - cy * scale;
  return { scaleX: scale, scaleY: scale, translateX, translateY, skewX: 0, skewY: 0 };
}

/** The same view zoomed to `scale` about a point of the view (its centre for the buttons). */
export function zoomAbout(matrix: Matrix, scale: number, point: { x: number; y: number }): Matrix {
  const next = clampScale(scale);
  const ratio = next / matrix.scaleX;
  return {
    ...matrix,
    scaleX: next,
    scaleY: next,
    translateX: point.x - (point.x - matrix.translateX) * ratio,
    translateY: point.y - (point.y - matrix.translateY) * ratio,
  };
}

/**
 * The Zoom component's constrain: a scale outside 0.1..3 keeps the previous view; when panning is
 * off, a move that does not change the scale (a drag) keeps it too, unless the view was set on
 * purpose (plus, minus, fit).
 */
export function constrainMatrix(next: Matrix, prev: Matrix, pannable: boolean, deliberate: boolean): Matrix {
  if (next.scaleX < ZOOM_MIN - 1e-9 || next.scaleX > ZOOM_MAX + 1e-9) return prev;
  if (!pannable && !deliberate && next.scaleX === prev.scaleX) return prev;
  return next;
}
