import { describe, expect, test } from 'vitest';
import { type PageLink, pageLinks } from './page-links';

describe('pageLinks', () => {
  test.each<[number, number, PageLink[]]>([
    [1, 0, []],
    [1, 1, []],
    [1, 2, [1, 2]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 6, [1, 2, 3, 4, 'end-ellipsis', 6]],
    [3, 10, [1, 2, 3, 4, 'end-ellipsis', 10]],
    [4, 10, [1, 'start-ellipsis', 3, 4, 5, 'end-ellipsis', 10]],
    [7, 10, [1, 'start-ellipsis', 6, 7, 8, 'end-ellipsis', 10]],
    [8, 10, [1, 'start-ellipsis', 7, 8, 9, 10]],
    [10, 10, [1, 'start-ellipsis', 7, 8, 9, 10]],
    [6, 6, [1, 'start-ellipsis', 3, 4, 5, 6]],
    [99, 10, [1, 'start-ellipsis', 7, 8, 9, 10]],
    [0, 10, [1, 2, 3, 4, 'end-ellipsis', 10]],
  ])('page %i of %i', (current, total, expected) => {
    expect(pageLinks(current, total)).toEqual(expected);
  });

  test('never more than 5 page numbers', () => {
    for (let total = 1; total <= 30; total++)
      for (let current = 1; current <= total; current++)
        expect(pageLinks(current, total).filter((link) => typeof link === 'number').length).toBeLessThanOrEqual(5);
  });
});
