import { isValidNpi } from '@core/npi';

/**
 * The web's mirror of the issue 16 filter rules the API enforces, so a value
 * the API would refuse is flagged where it is typed and never sent.
 */

export const GRADUATION_YEAR_MIN = 1940;
export const GRADUATION_YEAR_MAX = 2100;
export const distanceMiles = ['10', '25', '50', '100', '250'] as const;

/** The common languages of US physicians; the directory's own values are these plus English. */
export const languageOptions = [
  'English', 'Spanish', 'Hindi', 'Mandarin', 'Cantonese', 'Arabic', 'French', 'Urdu', 'Gujarati',
  'Vietnamese', 'Korean', 'Tagalog', 'Russian', 'Portuguese', 'Farsi',
] as const;

export const npiError = (text: string): string | undefined => {
  const v = text.trim();
  if (!v) return undefined;
  if (!/^\d{10}$/.test(v)) return 'An NPI is 10 digits';
  return isValidNpi(v) ? undefined : 'This NPI has an invalid check digit';
};

export const zipError = (text: string): string | undefined => (!text.trim() || /^\d{5}$/.test(text.trim()) ? undefined : 'Enter a 5-digit ZIP code');

export const yearError = (text: string): string | undefined => {
  const v = text.trim();
  if (!v) return undefined;
  const n = Number(v);
  return /^\d{4}$/.test(v) && n >= GRADUATION_YEAR_MIN && n <= GRADUATION_YEAR_MAX ? undefined : `Enter a year from ${GRADUATION_YEAR_MIN} to ${GRADUATION_YEAR_MAX}`;
};

export const isMiles = (value: string): boolean => (distanceMiles as readonly string[]).includes(value);

type Range = { graduationYearFrom: string; graduationYearTo: string };
type Distance = { nearZip: string; withinMiles: string };

/** From after To: the API refuses it, so neither is sent until it is fixed. */
export const rangeError = ({ graduationYearFrom: from, graduationYearTo: to }: Range): string | undefined =>
  from && to && !yearError(from) && !yearError(to) && Number(from) > Number(to) ? 'The "to" year must not be before the "from" year' : undefined;

/** The range as the API may be asked: only valid years, and none while From is after To. */
export const validRange = (r: Range): Partial<Record<keyof Range, number>> => {
  if (rangeError(r)) return {};
  const out: Partial<Record<keyof Range, number>> = {};
  if (r.graduationYearFrom && !yearError(r.graduationYearFrom)) out.graduationYearFrom = Number(r.graduationYearFrom);
  if (r.graduationYearTo && !yearError(r.graduationYearTo)) out.graduationYearTo = Number(r.graduationYearTo);
  return out;
};

/** The API takes a ZIP and a radius together or not at all. */
export const hasDistance = ({ nearZip, withinMiles }: Distance): boolean => /^\d{5}$/.test(nearZip) && isMiles(withinMiles);

/** What is missing from a half-set distance filter, said at the control that lacks it. */
export const distanceErrors = ({ nearZip, withinMiles }: Distance): { nearZip?: string; withinMiles?: string } => {
  if (nearZip && !withinMiles) return { withinMiles: 'Choose a distance for this ZIP code' };
  if (withinMiles && !nearZip) return { nearZip: 'Enter a ZIP code to search within this distance' };
  return {};
};

/**
 * What the API would refuse in the filters as entered (issue 21): a search
 * then shows these messages and no results, never the search without them.
 * A half-set distance is still being chosen and is said at its control only.
 */
export const refusedFilters = (f: Range & Distance & { npi: string }): string[] =>
  [
    f.npi.trim() ? npiError(f.npi) : undefined,
    zipError(f.nearZip),
    yearError(f.graduationYearFrom),
    yearError(f.graduationYearTo),
    rangeError(f),
  ].filter((m): m is string => m !== undefined);

/**
 * "Years in practice" shortcuts, counted from the graduation year. They only
 * set the range: the URL and the API keep graduationYearFrom/To.
 */
export const yearsInPractice = [
  { id: '0-5', label: '0-5 years', from: 0, to: 5 },
  { id: '5-10', label: '5-10 years', from: 5, to: 10 },
  { id: '10-20', label: '10-20 years', from: 10, to: 20 },
  { id: '20+', label: '20+ years', from: 20, to: null },
] as const;
export type YearsInPracticeId = (typeof yearsInPractice)[number]['id'];

export const rangeOfPractice = (id: YearsInPracticeId, now = new Date()): Range => {
  const year = now.getFullYear();
  const preset = yearsInPractice.find((p) => p.id === id) ?? yearsInPractice[0];
  return { graduationYearFrom: preset.to === null ? '' : String(year - preset.to), graduationYearTo: String(year - preset.from) };
};

/** The shortcut a range is, if it is one ('' otherwise), so the select shows what the URL holds. */
export const practiceOfRange = (range: Range, now = new Date()): YearsInPracticeId | '' => {
  const hit = yearsInPractice.find((p) => {
    const r = rangeOfPractice(p.id, now);
    return r.graduationYearFrom === range.graduationYearFrom && r.graduationYearTo === range.graduationYearTo;
  });
  return hit?.id ?? '';
};
