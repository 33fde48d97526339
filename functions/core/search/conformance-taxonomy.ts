import type { SearchFilters } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';
import { taxonomyCodesForSpecialty } from '../taxonomy/spec-specialties';

/**
 * NUCC codes on the conformance documents (issue 16). Most rows carry the
 * code their spec specialty maps to; every third carries none (indexed
 * before codes existed), and a few carry codes their specialty text does
 * not say (an imported 'Physician' whose NPPES taxonomy is cardiology, a
 * pediatric cardiologist, a gastroenterologist), so the code reading and the
 * text reading of a value each find rows the other does not.
 */
const extraCodes = (i: number): string[] => {
  if (i % 29 === 3) return ['207R00000X', '207RC0000X'];
  if (i % 31 === 7) return ['2080P0202X'];
  if (i % 37 === 11) return ['207RG0100X'];
  if (i % 41 === 13) return ['207Y00000X'];
  if (i % 43 === 17) return ['207VM0101X'];
  if (i % 47 === 19) return ['207P00000X', '207PE0004X'];
  return [];
};

export const conformanceTaxonomy = (i: number, specialty: string): Pick<PhysicianSummary, 'taxonomyCodes' | 'primaryTaxonomy'> => {
  const own = i % 3 === 2 ? [] : taxonomyCodesForSpecialty(specialty);
  const codes = [...new Set([...own, ...extraCodes(i)])];
  return codes[0] ? { taxonomyCodes: codes, primaryTaxonomy: codes[0] } : { taxonomyCodes: [] };
};

const f = (q: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', ...q });

/** The specialty filter's taxonomy readings (core/taxonomy/resolve.ts), alone, mixed with text values and with other filters. */
export const taxonomyQueries: ReadonlyArray<SearchFilters> = [
  // A code, any case; an unknown but well-formed code; a code nobody has.
  f({ specialty: ['207RC0000X'] }),
  f({ specialty: ['207rc0000x'] }),
  f({ specialty: ['2080P0202X', '207RG0100X'] }),
  f({ specialty: ['111N00000X'] }),
  // A classification with its specializations; a specialization; a display name.
  f({ specialty: ['Internal Medicine'] }),
  f({ specialty: ['internal medicine'], sortKey: 'specialty' }),
  f({ specialty: ['Obstetrics & Gynecology'] }),
  f({ specialty: ['Otolaryngology'] }),
  f({ specialty: ['Cardiovascular Disease'] }),
  f({ specialty: ['Pediatric Cardiology'] }),
  f({ specialty: ['Maternal & Fetal Medicine Physician'] }),
  // Lay and abbreviated names.
  f({ specialty: ['heart doctor'] }),
  f({ specialty: ['Cardiologist'] }),
  f({ specialty: ['OB/GYN'] }),
  f({ specialty: ['ENT'] }),
  f({ specialty: ['GI'] }),
  f({ specialty: ['peds'] }),
  f({ specialty: ['ER doc'] }),
  f({ specialty: ['PCP'] }),
  // Lay names only add matches (issue 21): 'ENT' also finds Gastro-ent-erology by the spec's contains; 'psych' every psychiatry code.
  f({ specialty: ['ent', 'uro'] }),
  f({ specialty: ['psych'] }),
  f({ specialty: ['ED'], sortKey: 'specialty', sortDirection: 'desc' }),
  // Mixed with text-only values, the 'physician' rule, and other filters.
  f({ specialty: ['ENT', 'Neuro'] }),
  f({ specialty: ['physician', 'GI'] }),
  f({ specialty: ['heart doctor'], state: 'CA', sortKey: 'location', sortDirection: 'desc' }),
  f({ query: 'ann', specialty: ['Internal Medicine'] }),
];

/** The facet counts stay by specialty text; the filter they apply is the new one. */
export const taxonomyFacetQueries: ReadonlyArray<SearchFilters> = [
  f({ specialty: ['heart doctor'] }),
  f({ specialty: ['207RC0000X'], state: 'CA' }),
  f({ specialty: ['Internal Medicine'], query: 'ann' }),
];
