import { fold } from '../../../core/search/fold';
import { specialtyFilterOf, specialtyTextMatches } from '../../../core/search/specialty-filter';
import type { ColumnTable } from './table';

/** A compiled filter (query.ts's Filter, declared here as field-filters.ts does, so the two files do not import each other). */
export interface SpecialtyColumnFilter {
  test: (row: number) => boolean;
  sources: Array<{ field: 'specialty' | 'taxonomyCodes'; flags: Uint8Array }>;
  exact: true;
}

/**
 * The specialty filter (reference: core/search/specialty-filter.ts): the
 * spec's text rule on the specialty column OR a NUCC code in the
 * taxonomyCodes list column. Both are decided once per distinct value into
 * flags, and their inverted lists together hold exactly the passing rows, so
 * a selective value ("ENT", a code) reads only its rows.
 */
export const specialtyFilter = (t: ColumnTable, values: string[] | undefined): SpecialtyColumnFilter | null => {
  const f = specialtyFilterOf(values);
  if (!f) return null;
  const textFlags = t.dicts.specialty.flags((lower) => f.texts.some((v) => specialtyTextMatches(lower, v)));
  const col = t.cols.specialty.data;
  if (!f.codes) return { test: (r) => textFlags[col[r] as number] === 1, sources: [{ field: 'specialty', flags: textFlags }], exact: true };
  // The dictionary folds what it holds; codes are upper-case, so compare folded.
  const wanted = new Set(f.codes.map(fold));
  const codeFlags = t.fields.dicts.taxonomyCodes.flags((lower) => wanted.has(lower));
  const codes = t.fields.lists.taxonomyCodes;
  return {
    test: (r) => textFlags[col[r] as number] === 1 || codes.any(r, codeFlags),
    sources: [
      { field: 'specialty', flags: textFlags },
      { field: 'taxonomyCodes', flags: codeFlags },
    ],
    exact: true,
  };
};
