import type { ReactNode } from 'react';
import type { PhysicianSummary } from '@core/schemas/physician';
import { displaySpecialty } from '@core/search/specialties';
import type { CandidateMark } from '../../../lib/candidate-marks';
import { formatDate } from '../../../lib/format-date';
import { distanceLabel } from '../utils/distance';
import type { ColumnId } from '../utils/table-columns';

// Fewer than the card's five: a row should stay a line or two high.
const SKILLS_SHOWN = 3;

type Cell = { width: string; value: (p: PhysicianSummary, mark: CandidateMark | undefined) => ReactNode };

const joined = (values: readonly string[]) => values.join(', ');
const degreesOf = (p: PhysicianSummary) => joined([...new Set(p.education.map((e) => e.degree.trim()).filter(Boolean))]);
const skillsOf = (p: PhysicianSummary) => {
  const hidden = p.skills.length - SKILLS_SHOWN;
  return joined(p.skills.slice(0, SKILLS_SHOWN)) + (hidden > 0 ? ` +${hidden} more` : '');
};
/** The primary code first, as NPPES lists it; the others after it. */
const taxonomyOf = (p: PhysicianSummary) => joined(p.primaryTaxonomy ? [p.primaryTaxonomy, ...p.taxonomyCodes.filter((c) => c !== p.primaryTaxonomy)] : p.taxonomyCodes);

/**
 * Each optional column's cell. Minimum widths keep rows to a line or two:
 * the table scrolls sideways in its own box rather than growing tall.
 * An empty string shows as a dash.
 */
export const tableCells: Record<ColumnId, Cell> = {
  title: { width: 'min-w-36', value: (p) => p.title },
  specialty: { width: 'min-w-32', value: (p) => (p.specialty ? displaySpecialty(p.specialty) : '') },
  organization: { width: 'min-w-52', value: (p) => p.organization },
  location: { width: 'min-w-32', value: (p) => p.location },
  distance: { width: 'whitespace-nowrap tabular-nums', value: (p) => distanceLabel(p) },
  licenseStates: { width: 'min-w-24', value: (p) => joined(p.licenseStates) },
  boards: { width: 'min-w-52', value: (p) => joined(p.boardCertifications) },
  languages: { width: 'min-w-28', value: (p) => joined(p.languages) },
  graduationYear: { width: 'tabular-nums', value: (p) => (p.graduationYear === undefined ? '' : String(p.graduationYear)) },
  npi: { width: 'whitespace-nowrap tabular-nums', value: (p) => p.npi ?? '' },
  taxonomy: { width: 'min-w-28 font-mono text-xs', value: taxonomyOf },
  lists: { width: 'min-w-36', value: (_p, mark) => joined(mark?.lists.map((l) => l.name) ?? []) },
  exported: { width: 'whitespace-nowrap', value: (_p, mark) => (mark?.exportedAt ? formatDate(mark.exportedAt) : '') },
  emailVerified: { width: 'whitespace-nowrap', value: (p) => (p.emailLastVerifiedAt ? formatDate(p.emailLastVerifiedAt) : '') },
  phoneVerified: { width: 'whitespace-nowrap', value: (p) => (p.phoneLastVerifiedAt ? formatDate(p.phoneLastVerifiedAt) : '') },
  companySize: { width: 'min-w-28', value: (p) => p.organizationSize },
  revenue: { width: 'min-w-28', value: (p) => p.organizationRevenue },
  industry: { width: 'min-w-40', value: (p) => p.organizationIndustry },
  education: { width: 'min-w-24', value: degreesOf },
  skills: { width: 'min-w-72', value: skillsOf },
};
