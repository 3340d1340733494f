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

/** The least scale at which a node's text reads without zooming: its name (14 px) at 12.6 px, its
 * status (12 px) at 10.8 px. Fit never goes below it (a tree wider than the view is then centred
 * on its root and panned); below it, zoomed out by hand, each node shows its name alone, in
 * letters kept at the size they have at this scale (TreeCanvas). */
export const READABLE_SCALE = 0.9;

/** Space kept between the tree and the view's edges. */
export const VIEW_MARGIN = 16;

/**
 * The scale at which the whole tree fits the view's width with a margin, on a 10% step, at most
 * 100% (a small tree is not blown up) and never below READABLE_SCALE: a wider tree is shown from
 * its root at that scale and panned, rather than shrunk past reading.
 */
export function fitScale(extent: Extent, viewWidth: number, margin = VIEW_MARGIN): number {
  if (extent.width <= 0 || viewWidth <= 0) return 1;
  const raw = Math.min((viewWidth - 2 * margin) / extent.width, 1);
  const stepped = Math.floor(Math.round(raw * 1000) / 10 / ZOOM_STEP_PERCENT) * ZOOM_STEP_PERCENT;
  return Math.max(READABLE_SCALE, stepped / 100);
}

/** How much larger a node's name is drawn at `scale` so that it reads as at READABLE_SCALE. */
export function labelGrowth(scale: number): number {
  return scale >= READABLE_SCALE ? 1 : READABLE_SCALE / Math.max(scale, ZOOM_MIN);
}

/**
 * The view's height for the tree at `scale`: the whole tree with a margin, at least `minHeight`
 * and at most `maxHeight` (the window's room: a taller tree is panned).
 */
export function viewHeightFor(extent: Extent, scale: number, minHeight: number, maxHeight = Infinity, margin = VIEW_MARGIN): number {
  return Math.max(minHeight, Math.min(maxHeight, Math.ceil(extent.height * scale + 2 * margin)));
}

export interface Matrix {
  scaleX: number;
  scaleY: number;
  translateX: number;
  translateY: number;
  skewX: number;
  skewY: number;
}

const matrixOf = (scale: number, translateX: number, translateY: number): Matrix => ({
  scaleX: scale,
  scaleY: scale,
  translateX,
  translateY,
  skewX: 0,
  skewY: 0,
});

/**
 * The fitted view: the tree's top at the margin; centred sideways when it fits the width, else
 * the point `focusX` (the root) centred.
 */
export function centredMatrix(extent: Extent, scale: number, viewWidth: number, focusX = extent.minX + extent.width / 2): Matrix {
  const fitsWidth = extent.width * scale <= viewWidth - 2 * VIEW_MARGIN;
  const cx = fitsWidth ? extent.minX + extent.width / 2 : focusX;
  return matrixOf(scale, viewWidth / 2 - cx * scale, VIEW_MARGIN - extent.minY * scale);
}

/** The view at `scale` with the point (a node's centre) in the middle of the view. */
export function centreOn(point: { x: number; y: number }, scale: number, viewWidth: number, viewHeight: number): Matrix {
  return matrixOf(scale, viewWidth / 2 - point.x * scale, viewHeight / 2 - point.y * scale);
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
