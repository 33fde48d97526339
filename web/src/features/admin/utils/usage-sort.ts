import type { AdminUserRow } from '@core/schemas/admin';

export const usageSorts = [
  { value: 'default', label: 'Default order' },
  { value: 'reveals30d', label: 'Most reveals (30 days)' },
  { value: 'revealsToday', label: 'Most reveals (today)' },
  { value: 'exportedRows30d', label: 'Most exported rows (30 days)' },
  { value: 'exportedRowsToday', label: 'Most exported rows (today)' },
] as const;
export type UsageSort = (typeof usageSorts)[number]['value'];

/** The rows by the chosen usage figure, highest first (ties keep the server's order); 'default' is the server's order. */
export const sortByUsage = (rows: readonly AdminUserRow[], by: UsageSort): AdminUserRow[] =>
  by === 'default' ? [...rows] : rows.map((r, i) => ({ r, i })).sort((a, b) => b.r.usage[by] - a.r.usage[by] || a.i - b.i).map(({ r }) => r);
