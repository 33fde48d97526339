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

describe('formatDate without Intl', () => {
  test('writes what Intl en-US writes, for calendar dates and timestamps', () => {
    const utc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const local = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      const day = new Date(Date.UTC(2026, month, 1 + 2 * month));
      expect(formatDate(day.toISOString().slice(0, 10))).toBe(utc.format(day));
      expect(formatDate(day.toISOString())).toBe(local.format(day));
    }
  });
});
