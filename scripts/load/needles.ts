import type { PhysicianSummary } from '../../functions/core/schemas/physician';
import { fold } from '../../functions/core/search/fold';

/** The fields a keyword is looked for in (core/search/matcher.ts, spec core §5). */
const keywordText = (p: PhysicianSummary): string => fold([p.firstName, p.lastName, p.specialty, ...p.skills, p.organization, p.title].join(' | '));

export interface BroadWord {
  readonly word: string;
  /** Share of the sample whose keyword fields contain it (a substring, as the search matches). */
  readonly share: number;
}

/**
 * Words of the profiles themselves that a large share of them contain, as
 * the search reads a keyword (substring of any keyword field): "care" is in
 * "Urgent Care" and "Healthcare". Measured on a sample, so the broad class
 * follows the data instead of a hand-picked list.
 */
export const broadWords = (sample: readonly PhysicianSummary[], minShare = 0.05): BroadWord[] => {
  const texts = sample.map(keywordText);
  const wholeWords = new Map<string, number>();
  for (const t of texts) for (const w of new Set(t.split(/[^a-z]+/))) if (w.length >= 4) wholeWords.set(w, (wholeWords.get(w) ?? 0) + 1);
  // Substring shares only for words frequent as whole words already: a few dozen scans of the sample.
  const candidates = [...wholeWords].filter(([, n]) => n >= sample.length * (minShare / 2)).map(([w]) => w);
  return candidates
    .map((word) => ({ word, share: texts.filter((t) => t.includes(word)).length / sample.length }))
    .filter((b) => b.share >= minShare)
    .sort((a, b) => b.share - a.share || (a.word < b.word ? -1 : 1));
};

/** A 1-2 character needle as people type them: the start of a name. */
export const shortNeedle = (p: PhysicianSummary, length: 1 | 2, useFirst: boolean): string =>
  fold(useFirst ? p.firstName : p.lastName)
    .replace(/[^a-z]/g, '')
    .slice(0, length) || 'a';
