import { intentValueText } from './intent-filters';
import { type SearchFilters, keywordTags, listKeys } from './search-url';

/** One active filter value, as a removable chip above the results (issue 24). */
export interface FilterChip {
  /** Stable and unique per value: React key and test handle. */
  readonly id: string;
  /** "Specialty: Cardiology". */
  readonly label: string;
  /** The change that takes just this value away. */
  readonly remove: (f: SearchFilters) => Partial<SearchFilters>;
}

const LIST_LABELS: Readonly<Record<(typeof listKeys)[number], string>> = {
  specialty: 'Specialty',
  specialtyExact: 'Specialty',
  skills: 'Skill',
  title: 'Title',
  organization: 'Organization',
  education: 'Education',
  companySize: 'Company size',
  companyRevenue: 'Revenue',
  companyIndustry: 'Industry',
  city: 'City',
  licenseState: 'Licensed in',
  boardCertification: 'Board',
  language: 'Language',
  preferredState: 'Prefers',
  employmentType: 'Employment',
  visa: 'Visa',
};

/** Codes shown as words (employment types, visa statuses); other values as they are. */
const valueText = (key: (typeof listKeys)[number], value: string): string =>
  key === 'employmentType' || key === 'visa' ? intentValueText(key, value) : value;

const without = (list: readonly string[], value: string) => list.filter((v) => v !== value);

/** Every active filter value in the order the filter panel shows them; the same filters activeFilterCount counts. */
export const filterChips = (f: SearchFilters): FilterChip[] => {
  const chips: FilterChip[] = keywordTags(f.query).map((tag, i) => ({
    id: `query:${i}:${tag}`,
    label: `Keyword: ${tag}`,
    remove: (now) => ({ query: keywordTags(now.query).filter((t, j) => !(t === tag && j === i)).join(' ') }),
  }));
  for (const key of listKeys) {
    for (const value of f[key]) chips.push({ id: `${key}:${value}`, label: `${LIST_LABELS[key]}: ${valueText(key, value)}`, remove: (now) => ({ [key]: without(now[key], value) }) });
  }
  if (f.state.trim()) chips.push({ id: 'state', label: `State: ${f.state.trim()}`, remove: () => ({ state: '' }) });
  if (f.skillsSearch.trim()) chips.push({ id: 'skillsSearch', label: `Skills text: ${f.skillsSearch.trim()}`, remove: () => ({ skillsSearch: '' }) });
  if (f.npi.trim()) chips.push({ id: 'npi', label: `NPI: ${f.npi.trim()}`, remove: () => ({ npi: '' }) });
  if (f.graduationYearFrom || f.graduationYearTo) {
    const range = f.graduationYearFrom && f.graduationYearTo ? `${f.graduationYearFrom}–${f.graduationYearTo}` : f.graduationYearFrom ? `${f.graduationYearFrom} or later` : `${f.graduationYearTo} or earlier`;
    chips.push({ id: 'graduation', label: `Graduated: ${range}`, remove: () => ({ graduationYearFrom: '', graduationYearTo: '' }) });
  }
  if (f.nearZip || f.withinMiles) {
    chips.push({ id: 'distance', label: `Within ${f.withinMiles || '?'} mi of ${f.nearZip || '?'}`, remove: () => ({ nearZip: '', withinMiles: '' }) });
  }
  if (f.openToWork) chips.push({ id: 'openToWork', label: 'Open to opportunities', remove: () => ({ openToWork: false }) });
  if (f.availableBy.trim()) chips.push({ id: 'availableBy', label: `Available by: ${f.availableBy.trim()}`, remove: () => ({ availableBy: '' }) });
  if (f.notInMyLists) chips.push({ id: 'notInMyLists', label: 'Not in my lists', remove: () => ({ notInMyLists: false }) });
  if (f.neverExported) chips.push({ id: 'neverExported', label: 'Never exported', remove: () => ({ neverExported: false }) });
  return chips;
};
