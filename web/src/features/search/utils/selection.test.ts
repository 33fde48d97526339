import { describe, expect, test } from 'vitest';
import { afterPageChange, afterSearchChange, allSelected, noSelection, toggleOne, togglePage } from './selection';

const ids = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('selection', () => {
  test('a free viewer may select 20 and no more', () => {
    let selection = togglePage(noSelection, ids(20), 20).selection;
    expect(selection.ids).toHaveLength(20);

    const outcome = toggleOne({ ...selection, mode: 'none' }, 'extra', 20);
    expect(outcome.refused).toBe('free-limit');
    expect(outcome.selection.ids).toHaveLength(20);

    selection = toggleOne(noSelection, 'a', null).selection;
    expect(toggleOne({ mode: 'none', ids: ids(25) }, 'b', null).refused).toBeUndefined();
    expect(selection.ids).toEqual(['a']);
  });

  test('Select Page stops at the free limit and says so', () => {
    const outcome = togglePage({ mode: 'none', ids: ids(15, 'x') }, ids(10), 20);
    expect(outcome.selection.ids).toHaveLength(20);
    expect(outcome.refused).toBe('free-limit');
  });

  test('after Select All an untick keeps the rest selected, and a tick puts one back', () => {
    const all = allSelected(ids(500));
    const less = toggleOne(all, 'p1', null);
    expect(less.refused).toBeUndefined();
    expect(less.selection.mode).toBe('all');
    expect(less.selection.ids).toHaveLength(499);
    expect(less.selection.ids).not.toContain('p1');
    const back = toggleOne(less.selection, 'p1', null).selection;
    expect([back.mode, back.ids.length, back.ids.includes('p1')]).toEqual(['all', 500, true]);
    expect(toggleOne(allSelected(['a']), 'a', null).selection).toEqual(noSelection);
  });

  test('Select Page again clears the page; deselecting the last item in page mode resets the mode', () => {
    const page = togglePage(noSelection, ['a', 'b'], null).selection;
    expect(page.mode).toBe('page');
    expect(togglePage(page, ['a', 'b'], null).selection).toEqual({ mode: 'none', ids: [] });

    const one = toggleOne(page, 'a', null).selection;
    expect(one.mode).toBe('page');
    expect(toggleOne(one, 'b', null).selection).toEqual({ mode: 'none', ids: [] });
  });

  test('a new page keeps chosen ids; a new search drops an all-selection', () => {
    const page = togglePage(noSelection, ['a'], null).selection;
    expect(afterPageChange(page)).toEqual({ mode: 'none', ids: ['a'] });
    expect(afterPageChange(allSelected(['a']))).toEqual(allSelected(['a']));
    expect(afterSearchChange(allSelected(['a']))).toEqual(noSelection);
  });
});
