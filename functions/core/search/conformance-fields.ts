import { npiCheckDigit } from '../npi';
import type { SearchFilters } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';

/**
 * Issue 16's stored fields in the shared conformance documents, and the
 * cases over them. Fields cycle at co-prime rates; every 7th row has no NPI,
 * every 6th no graduation year, every 5th no languages; licenses mix codes,
 * names and cases ('CA', 'California', 'ny'), as imports and the seed do.
 */

const licensePool = ['CA', 'California', 'ny', 'TX', 'Texas', 'WA', 'DC', 'FL', 'Massachusetts', 'OR', 'NV'];
const boardPool = [
  'American Board of Internal Medicine',
  'American Board of Pediatrics',
  'American Board of Internal Medicine - Cardiovascular Disease',
  'american board of surgery',
  'American Board of Family Medicine',
  'American Osteopathic Board of Pediatrics',
  'American Board of Psychiatry and Neurology',
];
const languagePool = ['English', 'Spanish', 'spanish', 'Mandarin', 'Vietnamese', 'French', 'Arabic', 'ENGLISH', 'Tagalog'];

const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length] as T;

/** A valid NPI per row: 1 then eight digits of the row, then the check digit. */
export const conformanceNpi = (i: number): string => {
  const base = `1${String(i * 7919).padStart(8, '0').slice(-8)}`;
  return `${base}${npiCheckDigit(base)}`;
};

/** The issue 16 fields of conformance row `i`; absent ones are left out, as a profile without them is stored. */
export const conformanceFields = (i: number): Pick<PhysicianSummary, 'licenseStates' | 'boardCertifications' | 'languages' | 'npi' | 'graduationYear'> => ({
  licenseStates: i % 8 === 3 ? [] : [...new Set([pick(licensePool, i * 3), ...(i % 3 === 0 ? [pick(licensePool, i * 7 + 1)] : [])])],
  boardCertifications: i % 4 === 1 ? [] : [pick(boardPool, i * 5), ...(i % 5 === 0 ? [pick(boardPool, i + 2)] : [])],
  languages: i % 5 === 2 ? [] : [pick(languagePool, i * 11), ...(i % 2 === 0 ? [pick(languagePool, i * 3 + 4)] : [])],
  ...(i % 7 === 4 ? {} : { npi: conformanceNpi(i) }),
  // 1960..2019, so ranges have rows on both sides and on their bounds.
  ...(i % 6 === 5 ? {} : { graduationYear: 1960 + ((i * 13) % 60) }),
});

const f = (q: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', ...q });

export const fieldQueries: ReadonlyArray<SearchFilters> = [
  f({ npi: conformanceNpi(10) }),
  // Row 4 has no NPI: its would-be NPI finds nobody.
  f({ npi: conformanceNpi(4) }),
  f({ licenseState: ['CA'] }),
  f({ licenseState: ['California'] }),
  f({ licenseState: ['ca'] }),
  f({ licenseState: ['NY', 'texas'], sortKey: 'location' }),
  f({ licenseState: ['MA'] }),
  f({ licenseState: ['Narnia'] }),
  f({ boardCertification: ['internal medicine'] }),
  f({ boardCertification: ['SURGERY', 'pediatrics'] }),
  f({ boardCertification: ['osteopathic'], sortKey: 'specialty', sortDirection: 'desc' }),
  f({ language: ['spanish'] }),
  f({ language: ['ENGLISH', 'Tagalog'] }),
  f({ language: ['span'] }),
  f({ graduationYearFrom: 1990, graduationYearTo: 1999 }),
  f({ graduationYearFrom: 1990, graduationYearTo: 1990 }),
  f({ graduationYearFrom: 2010 }),
  f({ graduationYearTo: 1965, sortKey: 'name', sortDirection: 'desc' }),
  f({ graduationYearFrom: 2020 }),
  f({ licenseState: ['CA', 'WA'], boardCertification: ['internal medicine'] }),
  f({ graduationYearFrom: 1980, graduationYearTo: 2000, language: ['spanish'], specialty: ['cardiology'] }),
  f({ query: 'ann', licenseState: ['california'], language: ['english'], graduationYearTo: 2000 }),
];

export const fieldFacetQueries: ReadonlyArray<SearchFilters> = [
  f({ licenseState: ['CA'], boardCertification: ['medicine'], specialty: ['cardiology'] }),
  f({ graduationYearFrom: 1975, graduationYearTo: 1995, language: ['spanish'] }),
  f({ npi: conformanceNpi(10), specialty: ['neurology'] }),
];
