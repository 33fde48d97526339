import type { SortKey } from './search-url';

/**
 * The table's optional columns, in display order: every field a recruiter
 * can filter on (issue 24), plus the company fields. Name, selection and
 * contact are always shown. Labels only: the cells live in table-cells.tsx,
 * which loads with the table, so the cards view never pays for them.
 * `sortKey`: the API's sort for that column (core/schemas/physician.ts
 * SORT_KEYS); a column without one has no sort button.
 */
export const tableColumns = [
  { id: 'title', label: 'Title', shownByDefault: true },
  { id: 'specialty', label: 'Specialty', shownByDefault: true, sortKey: 'specialty' },
  { id: 'organization', label: 'Organization', shownByDefault: true },
  { id: 'location', label: 'City / State', shownByDefault: true, sortKey: 'location' },
  { id: 'distance', label: 'Distance', shownByDefault: true, sortKey: 'distance', hint: 'with a ZIP filter' },
  { id: 'licenseStates', label: 'License States', shownByDefault: true },
  { id: 'boards', label: 'Board Certifications', shownByDefault: false },
  { id: 'languages', label: 'Languages', shownByDefault: false },
  { id: 'graduationYear', label: 'Graduation Year', shownByDefault: false },
  { id: 'npi', label: 'NPI', shownByDefault: false },
  { id: 'taxonomy', label: 'Taxonomy', shownByDefault: false },
  { id: 'lists', label: 'In Your Lists', shownByDefault: true },
  { id: 'exported', label: 'Exported On', shownByDefault: true },
  { id: 'emailVerified', label: 'Email Verified', shownByDefault: false },
  { id: 'phoneVerified', label: 'Phone Verified', shownByDefault: false },
  { id: 'companySize', label: 'Company Size', shownByDefault: false },
  { id: 'revenue', label: 'Revenue', shownByDefault: false },
  { id: 'industry', label: 'Industry', shownByDefault: false },
  { id: 'education', label: 'Education', shownByDefault: false },
  { id: 'skills', label: 'Skills', shownByDefault: false },
] as const satisfies ReadonlyArray<{ id: string; label: string; shownByDefault: boolean; sortKey?: SortKey; hint?: string }>;

export type ColumnId = (typeof tableColumns)[number]['id'];
export type TableColumn = (typeof tableColumns)[number];

const allIds: readonly ColumnId[] = tableColumns.map((c) => c.id);
export const defaultColumns: readonly ColumnId[] = tableColumns.filter((c) => c.shownByDefault).map((c) => c.id);

/** What the chooser offered before issue 24, when the choice was stored as a bare array. */
const LEGACY_OFFERED: readonly string[] = ['title', 'specialty', 'organization', 'location', 'companySize', 'revenue', 'industry', 'education', 'skills'];

const stringsOf = (v: unknown): readonly string[] | null => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null);

/**
 * The stored choice, in display order. It names the columns the chooser
 * offered when it was saved, so a column added since gets its default (a
 * new default column appears) instead of counting as switched off.
 * Anything unreadable falls back to the defaults.
 */
export const parseColumns = (raw: string | null): readonly ColumnId[] => {
  if (raw === null) return defaultColumns;
  try {
    const parsed: unknown = JSON.parse(raw);
    const legacy = stringsOf(parsed);
    const record = !legacy && parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    const shown = legacy ?? stringsOf(record?.shown);
    const offered = legacy ? LEGACY_OFFERED : stringsOf(record?.offered);
    if (!shown || !offered) return defaultColumns;
    return allIds.filter((id) => (offered.includes(id) ? shown.includes(id) : defaultColumns.includes(id)));
  } catch {
    return defaultColumns;
  }
};

export const serializeColumns = (shown: readonly ColumnId[]): string => JSON.stringify({ shown, offered: allIds });

/** Turns one column on or off, keeping the display order. */
export const toggleColumn = (shown: readonly ColumnId[], id: ColumnId): readonly ColumnId[] =>
  allIds.filter((c) => (c === id ? !shown.includes(id) : shown.includes(c)));
