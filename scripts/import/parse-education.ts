import type { EducationEntry } from '../../functions/core/schemas/physician';

/**
 * Contacteducation is "text that may hold school names and degree pairs"
 * (spec core §3). Vendors write it many ways:
 *   Harvard Medical School - MD; Yale University - BS
 *   MD, Harvard Medical School, BS, Yale University
 *   Harvard Medical School (MD, 2005-2009) | Yale University (BS in Biology)
 *   Doctor of Medicine from Johns Hopkins University
 * The text is cut into tokens, each a school, a degree (with an optional
 * field) or years, and tokens are paired in order: a degree joins the school
 * before it if that school has none yet, else the school after it.
 */
const degreeNames: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(m\.?\s?d\.?|doctor of medicine)$/i, 'MD'],
  [/^(d\.?\s?o\.?|doctor of osteopathic medicine)$/i, 'DO'],
  [/^(ph\.?\s?d\.?|doctor of philosophy)$/i, 'PhD'],
  [/^(m\.?\s?b\.?\s?a\.?|master of business administration)$/i, 'MBA'],
  [/^(m\.?\s?p\.?\s?h\.?|master of public health)$/i, 'MPH'],
  [/^(m\.?\s?sc?\.?|master of science)$/i, 'MS'],
  [/^(b\.?\s?sc?\.?|bachelor of science)$/i, 'BS'],
  [/^(b\.?\s?a\.?|bachelor of arts)$/i, 'BA'],
  [/^(m\.?\s?a\.?|master of arts)$/i, 'MA'],
  [/^(mbbs|m\.?b\.?b\.?s\.?)$/i, 'MBBS'],
];
const degreeOf = (s: string): string | undefined => degreeNames.find(([re]) => re.test(s.trim()))?.[1];

const schoolWords = /\b(university|college|school|institute|center|centre|hospital|academy|clinic)\b/i;

type Token = { kind: 'school'; name: string } | { kind: 'degree'; degree: string; field?: string } | { kind: 'years'; start?: string; end: string };

const yearsOf = (s: string): Token | undefined => {
  const range = /^(?:class of\s+)?(\d{4})(?:\s*(?:-|–|—|to)\s*(\d{4}|present))?$/i.exec(s.trim());
  if (!range?.[1]) return undefined;
  return range[2] ? { kind: 'years', start: range[1], end: range[2].toLowerCase() === 'present' ? '' : range[2] } : { kind: 'years', end: range[1] };
};

/** "MD", "BS in Biology", "Bachelor of Science, Biology" without a school name. */
const degreeTokenOf = (s: string): Token | undefined => {
  const whole = degreeOf(s);
  if (whole) return { kind: 'degree', degree: whole };
  const words = s.trim().split(/\s+/);
  // The longest leading run of words that names a degree; the rest (after an optional "in" or comma) is the field.
  for (let k = words.length - 1; k >= 1; k--) {
    const degree = degreeOf(words.slice(0, k).join(' ').replace(/,$/, ''));
    if (!degree) continue;
    const field = words.slice(k).join(' ').replace(/^in\s+/i, '');
    // "MD Anderson Cancer Center" is a school, not an MD in "Anderson Cancer Center".
    if (schoolWords.test(field) || field.split(/\s+/).length > 4) return undefined;
    return { kind: 'degree', degree, field };
  }
  return undefined;
};

const tokenize = (part: string): Token[] => {
  const s = part.trim();
  if (!s) return [];
  const paren = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(s);
  if (paren?.[1] && paren[2] !== undefined) return [...tokenize(paren[1]), ...paren[2].split(',').flatMap(tokenize)];
  const years = yearsOf(s);
  if (years) return [years];
  const degree = degreeTokenOf(s);
  if (degree) return [degree];
  const from = /^(.+?)\s+(?:from|at)\s+(.+)$/i.exec(s);
  if (from?.[1] && from[2] && degreeTokenOf(from[1])) return [...tokenize(from[2]), ...tokenize(from[1])];
  const dashed = s.split(/\s+[-–—]\s+/);
  // Only split on a dash when a side is a degree or years: "University of Texas - Austin" stays one school.
  if (dashed.length > 1 && dashed.some((p) => degreeTokenOf(p) || yearsOf(p))) return dashed.flatMap(tokenize);
  return [{ kind: 'school', name: s.replace(/\s+/g, ' ') }];
};

interface Draft {
  schoolName?: string;
  /** The school was copied from the entry before ("Harvard, MD, PhD"); a school token that follows replaces it. */
  inherited?: boolean;
  degree?: string;
  field?: string;
  startDate?: string;
  endDate?: string;
}

export const parseEducation = (text: string): EducationEntry[] => {
  const tokens = text
    .split(/[;|\n]|,(?![^(]*\))/)
    .flatMap(tokenize);
  const drafts: Draft[] = [];
  let current: Draft = {};
  const next = (d: Draft) => {
    drafts.push(current);
    current = d;
  };
  for (const t of tokens) {
    if (t.kind === 'school') {
      if (current.schoolName === undefined || current.inherited) current = { ...current, schoolName: t.name, inherited: false };
      else next({ schoolName: t.name });
    } else if (t.kind === 'degree') {
      const fieldOf = t.field ? { field: t.field } : {};
      if (current.degree === undefined) Object.assign(current, { degree: t.degree, ...fieldOf });
      else next({ degree: t.degree, ...fieldOf, ...(current.schoolName ? { schoolName: current.schoolName, inherited: true } : {}) });
    } else {
      Object.assign(current, t.start ? { startDate: t.start } : {}, t.end ? { endDate: t.end } : {});
    }
  }
  drafts.push(current);
  return drafts
    .filter((d) => d.schoolName || d.degree)
    .map((d) => ({
      schoolName: d.schoolName ?? '',
      degree: d.degree ?? '',
      ...(d.field ? { field: d.field } : {}),
      ...(d.startDate ? { startDate: d.startDate } : {}),
      ...(d.endDate ? { endDate: d.endDate } : {}),
    }));
};
