import { describe, expect, it } from 'vitest';
import { usStates, usStatesByName } from './states';

describe('usStatesByName', () => {
  it('orders the states as a locale-aware sort by name would, without a collator', () => {
    expect(usStatesByName).toEqual([...usStates].sort((a, b) => a[1].localeCompare(b[1], 'en-US')));
    expect(usStatesByName).toHaveLength(51);
  });
});
