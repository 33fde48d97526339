import { describe, expect, test } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  test("shows 'Mon D, YYYY'", () => {
    expect(formatDate('2025-05-13')).toBe('May 13, 2025');
    expect(formatDate('2025-01-05T12:00:00')).toBe('Jan 5, 2025');
  });

  test('leaves an unreadable value as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
