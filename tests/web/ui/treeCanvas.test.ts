import { describe, expect, it } from 'vitest';
import { findNodes, isBranchOpen, walk } from '../../../src/shared/ui/TreeCanvas/treeShape';
import {
  READABLE_SCALE, labelGrowth, canZoomIn, canZoomOut, centreOn, centredMatrix, clampScale, constrainMatrix, fitScale, isPannable, stepZoom, viewHeightFor, zoomAbout,
  zoomPercent,
} from '../../../src/shared/ui/TreeCanvas/zoom';

describe('stepZoom', () => {
  it('steps 10% at a time', () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1, -1)).toBe(0.9);
    expect(stepZoom(1.1, 1)).toBe(1.2);
    expect(stepZoom(0.3, -1)).toBe(0.2);
  });
  it('caps at 300% and floors at 10%', () => {
    expect(stepZoom(2.9, 1)).toBe(3);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(0.2, -1)).toBe(0.1);
    expect(stepZoom(0.1, -1)).toBe(0.1);
  });
  it('goes to the next step from between steps', () => {
    expect(stepZoom(1.05, 1)).toBe(1.1);
    expect(stepZoom(1.05, -1)).toBe(1);
  });
  it('survives float noise from repeated steps', () => {
    let s = 0.1;
    for (let i = 0; i < 40; i += 1) s = stepZoom(s, 1);
    expect(s).toBe(3);
    for (let i = 0; i < 40; i += 1) s = stepZoom(s, -1);
    expect(s).toBe(0.1);
  });
});

describe('clampScale and percent', () => {
  it('keeps 0.1..3', () => {
    expect(clampScale(5)).toBe(3);
    expect(clampScale(0)).toBe(0.1);
    expect(clampScale(Number.NaN)).toBe(1);
    expect(zoomPercent(1.1)).toBe(110);
    expect(zoomPercent(0.30000000000000004)).toBe(30);
    expect(canZoomIn(3)).toBe(false);
    expect(canZoomOut(0.1)).toBe(false);
    expect(canZoomIn(2.9)).toBe(true);
  });
});

describe('isPannable', () => {
  it('pans only past 400', () => {
    expect(isPannable(400)).toBe(false);
    expect(isPannable(401)).toBe(true);
  });
});

describe('fitScale and matrices', () => {
  it('fits the width on a 10% step, never enlarges, never shrinks text below reading', () => {
    expect(fitScale({ minX: 0, minY: 0, width: 850, height: 3000 }, 1000)).toBe(1);
    expect(fitScale({ minX: 0, minY: 0, width: 1000, height: 100 }, 1000)).toBe(0.9);
    // A wider tree is shown at the readable scale from its root and panned, not shrunk to 10%.
    expect(fitScale({ minX: 0, minY: 0, width: 900, height: 300 }, 832)).toBe(READABLE_SCALE);
    expect(fitScale({ minX: 0, minY: 0, width: 2000, height: 100 }, 390)).toBe(READABLE_SCALE);
    expect(fitScale({ minX: 0, minY: 0, width: 100000, height: 100 }, 800)).toBe(READABLE_SCALE);
    // The name (14 px) stays at 12 px or more.
    expect(14 * READABLE_SCALE).toBeGreaterThanOrEqual(12);
    expect(labelGrowth(1)).toBe(1);
    expect(labelGrowth(READABLE_SCALE)).toBe(1);
    expect(labelGrowth(0.45)).toBeCloseTo(2);
  });
  it('grows the view to the fitted tree, up to the room it has', () => {
    expect(viewHeightFor({ minX: 0, minY: 0, width: 100, height: 1000 }, 0.8, 240)).toBe(832);
    expect(viewHeightFor({ minX: 0, minY: 0, width: 100, height: 1000 }, 0.8, 240, 600)).toBe(600);
    expect(viewHeightFor({ minX: 0, minY: 0, width: 100, height: 100 }, 1, 240)).toBe(240);
  });
  it('centres a tree that fits, starts a wider one at its root, its top at the margin', () => {
    const small = centredMatrix({ minX: -100, minY: -50, width: 200, height: 100 }, 1, 800);
    expect(small.translateX).toBe(400);
    expect(small.translateY).toBe(66);
    const wide = centredMatrix({ minX: -1000, minY: -28, width: 3000, height: 100 }, 0.8, 400, 0);
    expect(wide.translateX).toBe(200);
  });
  it('centres on a point', () => {
    const m = centreOn({ x: 500, y: 200 }, 1, 400, 300);
    expect([m.translateX, m.translateY]).toEqual([-300, -50]);
  });
  it('zooms about a point, keeping it fixed', () => {
    const m = { scaleX: 1, scaleY: 1, translateX: 100, translateY: 50, skewX: 0, skewY: 0 };
    const z = zoomAbout(m, 2, { x: 400, y: 250 });
    // the view centre maps to the same content point before and after
    expect((400 - m.translateX) / m.scaleX).toBeCloseTo((400 - z.translateX) / z.scaleX);
    expect(z.scaleX).toBe(2);
  });
});

describe('constrainMatrix', () => {
  const prev = { scaleX: 1, scaleY: 1, translateX: 0, translateY: 0, skewX: 0, skewY: 0 };
  const dragged = { ...prev, translateX: 40, translateY: 10 };
  it('keeps a drag out when panning is off, lets it in when on', () => {
    expect(constrainMatrix(dragged, prev, false, false)).toBe(prev);
    expect(constrainMatrix(dragged, prev, true, false)).toBe(dragged);
  });
  it('lets the buttons move the view even when panning is off', () => {
    expect(constrainMatrix(dragged, prev, false, true)).toBe(dragged);
  });
  it('lets a zoom through and refuses a scale outside 10%..300%', () => {
    const zoomed = { ...dragged, scaleX: 1.1, scaleY: 1.1 };
    expect(constrainMatrix(zoomed, prev, false, false)).toBe(zoomed);
    expect(constrainMatrix({ ...prev, scaleX: 3.3, scaleY: 3.3 }, prev, true, true)).toBe(prev);
    expect(constrainMatrix({ ...prev, scaleX: 0.09, scaleY: 0.09 }, prev, true, true)).toBe(prev);
    expect(constrainMatrix({ ...prev, scaleX: 3, scaleY: 3 }, prev, true, true).scaleX).toBe(3);
  });
});

describe('treeShape', () => {
  const tree = {
    code: 'MD1', name: 'Acme', children: [
      { code: 'SD1', name: 'North', children: [{ code: 'R1', name: 'Quay News' }, { code: 'R2', name: 'Bondi' }] },
      { code: 'SD2', name: 'South' },
    ],
  };
  it('walks in reading order with depth and the path above each node', () => {
    expect(walk(tree).map(({ key, depth, path }) => [key, depth, path.join('/')])).toEqual([
      ['MD1', 0, ''], ['SD1', 1, 'MD1'], ['R1', 2, 'MD1/SD1'], ['R2', 2, 'MD1/SD1'], ['SD2', 1, 'MD1'],
    ]);
  });
  it('opens the first levels by default and what the user chose after that', () => {
    expect(isBranchOpen('MD1', 0, 2, new Map())).toBe(true);
    expect(isBranchOpen('SD1', 1, 2, new Map())).toBe(false);
    expect(isBranchOpen('SD1', 1, 2, new Map([['SD1', true]]))).toBe(true);
    expect(isBranchOpen('MD1', 0, 2, new Map([['MD1', false]]))).toBe(false);
  });
  it('finds by code or name in any case, none for a blank query', () => {
    expect(findNodes(tree, 'r2').map((hit) => hit.key)).toEqual(['R2']);
    expect(findNodes(tree, 'NEWS').map((hit) => hit.key)).toEqual(['R1']);
    expect(findNodes(tree, 'o').map((hit) => hit.key)).toEqual(['SD1', 'R2', 'SD2']);
    expect(findNodes(tree, '  ')).toEqual([]);
  });
});
