import { describe, expect, it } from 'vitest';
import {
  ariaSort, clampPage, nextSort, pageAfterSizeChange, pageCount, pageWindow, rowNumber, showingRange,
} from '../../../src/shared/ui/DataTable/paging';

describe('pageCount', () => {
  it('rounds up and keeps one page for an empty table', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(1000, 25)).toBe(40);
    expect(pageCount(Number.NaN, 10)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps the page inside 1..pages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
  it('centres the current page', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });
  it('shifts the window at either end', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it('takes a window size', () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });
  it('clamps a page past the end', () => {
    expect(pageWindow(99, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('showingRange', () => {
  it('reads Showing 1 to 10 of 35 on the first page', () => {
    expect(showingRange(1, 10, 35)).toEqual({ from: 1, to: 10, total: 35 });
  });
  it('stops at the total on the last page', () => {
    expect(showingRange(4, 10, 35)).toEqual({ from: 31, to: 35, total: 35 });
  });
  it('is 0 to 0 of 0 when empty', () => {
    expect(showingRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
  it('clamps a page index past the end', () => {
    expect(showingRange(9, 10, 35)).toEqual({ from: 31, to: 35, total: 35 });
  });
});

describe('nextSort and ariaSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    expect(nextSort(undefined, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'date')).toEqual({ key: 'date', direction: 'asc' });
  });
  it('maps to aria-sort', () => {
    expect(ariaSort({ key: 'a', direction: 'asc' }, 'a')).toBe('ascending');
    expect(ariaSort({ key: 'a', direction: 'desc' }, 'a')).toBe('descending');
    expect(ariaSort({ key: 'a', direction: 'desc' }, 'b')).toBe('none');
    expect(ariaSort(undefined, 'b')).toBe('none');
  });
});

describe('rowNumber and pageAfterSizeChange', () => {
  it('numbers rows across pages', () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(3, 25, 4)).toBe(55);
  });
  it('keeps the first shown record in view after a size change', () => {
    expect(pageAfterSizeChange(3, 10, 25)).toBe(1);
    expect(pageAfterSizeChange(6, 10, 25)).toBe(3);
    expect(pageAfterSizeChange(2, 50, 10)).toBe(6);
    expect(pageAfterSizeChange(1, 10, 100)).toBe(1);
  });
});
