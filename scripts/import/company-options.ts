import { companyIndustryOptions, companyRevenueOptions, companySizeOptions } from '../../functions/core/schemas/physician';

/**
 * Vendor company fields onto the option lists of spec core §9, so imported
 * rows are found by the same filters as everyone else. A value is mapped only
 * when it clearly falls in one option; otherwise it is kept as given (and
 * simply matches no option) rather than guessed.
 */
type Range = readonly [lo: number, hi: number];

const sizeBuckets: ReadonlyArray<readonly [string, Range]> = companySizeOptions.map((o, i) => [o, ([[1, 19], [20, 99], [100, 499], [500, 999], [1000, 4999], [5000, Infinity]] as const)[i] as Range]);
const revenueBuckets: ReadonlyArray<readonly [string, Range]> = companyRevenueOptions.map((o, i) => [o, ([[0, 1e6], [1e6, 1e7], [1e7, 5e7], [5e7, 1e8], [1e8, 1e9], [1e9, Infinity]] as const)[i] as Range]);

const exact = (options: readonly string[], text: string) => options.find((o) => o.toLowerCase() === text.trim().toLowerCase());

/** Open ranges: "5000+", "over $1B"; capped ranges: "<$1M", "under 20". */
const openUpper = (t: string) => /\+|\bover\b|\bmore than\b|\bgreater than\b|>|\band up\b|\babove\b/i.test(t);
const openLower = (t: string) => /<|\bless than\b|\bunder\b|\bup to\b|\bbelow\b/i.test(t);

const rangeOf = (values: number[], text: string): Range | undefined => {
  const [a, b] = values;
  if (a === undefined) return undefined;
  if (b !== undefined) return [Math.min(a, b), Math.max(a, b)];
  if (openLower(text)) return [0, a];
  if (openUpper(text)) return [a, Infinity];
  return [a, a];
};

/**
 * The bucket holding the whole range. One unit of slack at the top accepts
 * the other common bucket convention (LinkedIn's 501-1000 is our 500 to 999).
 */
const bucketOf = (buckets: ReadonlyArray<readonly [string, Range]>, [lo, hi]: Range, slack: number) =>
  buckets.find(([, [bLo, bHi]]) => lo >= bLo && (lo === hi ? hi < bHi || bHi === Infinity : hi <= bHi + slack))?.[0];

export const mapCompanySize = (text: string): string => {
  if (!text) return '';
  const hit = exact(companySizeOptions, text);
  if (hit) return hit;
  const numbers = [...text.replace(/(\d),(?=\d{3})/g, '$1').matchAll(/\d+/g)].map((m) => Number(m[0]));
  const range = rangeOf(numbers, text);
  return (range && bucketOf(sizeBuckets, range, 1)) ?? text;
};

const units: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mil: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };

export const mapCompanyRevenue = (text: string): string => {
  if (!text) return '';
  const hit = exact(companyRevenueOptions, text);
  if (hit) return hit;
  const found = [...text.replace(/(\d),(?=\d{3})/g, '$1').matchAll(/(\d+(?:\.\d+)?)\s*(thousand|million|billion|mil|mm|bn|k|m|b)?\b/gi)];
  // "$1 - 10 million": a bare number takes the unit of the one after it.
  const lastUnit = [...found].reverse().find((m) => m[2])?.[2]?.toLowerCase();
  const values = found.map((m) => Number(m[1]) * (units[(m[2] ?? lastUnit ?? '').toLowerCase()] ?? 1));
  const range = rangeOf(values, text);
  return (range && bucketOf(revenueBuckets, range, 0)) ?? text;
};

/** "Hospitals and Health Care" and "hospital & health care" are the same industry. */
const industryKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((w) => w.replace(/s$/, ''))
    .join(' ');

const industries = new Map(companyIndustryOptions.map((o) => [industryKey(o), o]));

export const mapCompanyIndustry = (text: string): string => (text ? (industries.get(industryKey(text)) ?? text) : '');
