import type { PhysicianSummary } from '@core/schemas/physician';
import { displaySpecialty } from '@core/search/specialties';

// Fewer than the card's five: a row should stay a line or two high.
const SKILLS_SHOWN = 3;

const degreesOf = (p: PhysicianSummary) => [...new Set(p.education.map((e) => e.degree.trim()).filter(Boolean))].join(', ');
const skillsOf = (p: PhysicianSummary) => {
  const hidden = p.skills.length - SKILLS_SHOWN;
  return p.skills.slice(0, SKILLS_SHOWN).join(', ') + (hidden > 0 ? ` +${hidden} more` : '');
};

/**
 * The table's optional columns, in display order; name, selection and contact
 * are always shown. Minimum widths keep rows to a line or two: the table
 * scrolls sideways in its own box rather than growing tall.
 */
export const tableColumns = [
  { id: 'title', label: 'Title', shownByDefault: true, width: 'min-w-36', value: (p: PhysicianSummary) => p.title },
  { id: 'specialty', label: 'Specialty', shownByDefault: true, width: 'min-w-32', value: (p: PhysicianSummary) => (p.specialty ? displaySpecialty(p.specialty) : '') },
  { id: 'organization', label: 'Organization', shownByDefault: true, width: 'min-w-52', value: (p: PhysicianSummary) => p.organization },
  { id: 'location', label: 'City / State', shownByDefault: true, width: 'min-w-32', value: (p: PhysicianSummary) => p.location },
  { id: 'companySize', label: 'Company Size', shownByDefault: false, width: 'min-w-28', value: (p: PhysicianSummary) => p.organizationSize },
  { id: 'revenue', label: 'Revenue', shownByDefault: false, width: 'min-w-28', value: (p: PhysicianSummary) => p.organizationRevenue },
  { id: 'industry', label: 'Industry', shownByDefault: false, width: 'min-w-40', value: (p: PhysicianSummary) => p.organizationIndustry },
  { id: 'education', label: 'Education', shownByDefault: false, width: 'min-w-24', value: degreesOf },
  { id: 'skills', label: 'Skills', shownByDefault: false, width: 'min-w-72', value: skillsOf },
] as const;

export type ColumnId = (typeof tableColumns)[number]['id'];
export type TableColumn = (typeof tableColumns)[number];

export const defaultColumns: readonly ColumnId[] = tableColumns.filter((c) => c.shownByDefault).map((c) => c.id);

/** The stored choice, keeping only known columns; anything unreadable falls back to the defaults. */
export const parseColumns = (raw: string | null): readonly ColumnId[] => {
  if (raw === null) return defaultColumns;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? tableColumns.map((c) => c.id).filter((id) => parsed.includes(id)) : defaultColumns;
  } catch {
    return defaultColumns;
  }
};

/** Turns one column on or off, keeping the display order. */
export const toggleColumn = (shown: readonly ColumnId[], id: ColumnId): readonly ColumnId[] =>
  tableColumns.map((c) => c.id).filter((c) => (c === id ? !shown.includes(id) : shown.includes(c)));
