import { describe, expect, test } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  test('nothing for a single page; every page when they fit', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  test('a window of 5 with the first and last pages behind ellipses', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6, 7, 'end-ellipsis', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });

  test('no ellipsis where no page is skipped', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 10]);
    expect(pageWindow(7, 10)).toEqual([1, 'start-ellipsis', 5, 6, 7, 8, 9, 10]);
  });

  test('no page number past the jump limit (issue 23): the limit stands in for the last page', () => {
    expect(pageWindow(1, 40_000, 5, 400)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 400]);
    expect(pageWindow(399, 40_000, 5, 400)).toEqual([1, 'start-ellipsis', 396, 397, 398, 399, 400]);
    expect(pageWindow(401, 40_000, 5, 400)).toEqual([1, 'start-ellipsis', 400, 401]);
    expect(pageWindow(9_000, 40_000, 5, 400)).toEqual([1, 'start-ellipsis', 400, 'end-ellipsis', 9_000]);
    expect(pageWindow(5, 10, 5, 400)).toEqual(pageWindow(5, 10));
  });
});
