import { fold } from '../../../core/search/fold';
import { specialtyFilterOf, specialtyTextMatches } from '../../../core/search/specialty-filter';
import { specialtyKey } from '../../../core/search/specialties';
import type { Filter } from './filter';
import { anyOf } from './sources';
import type { ColumnTable } from './table';

/**
 * The specialty filters (reference: core/search/specialty-filter.ts): a
 * picked specialty or the spec's text rule on the specialty column OR a NUCC code in the
 * taxonomyCodes list column. Both are decided once per distinct value into
 * flags, and their inverted lists together hold exactly the passing rows, so
 * a selective value ("ENT", a code) reads only its rows.
 */
export const specialtyFilter = (t: ColumnTable, typed: string[] | undefined, picked?: string[]): Filter | null => {
  const f = specialtyFilterOf(typed, picked);
  if (!f) return null;
  const dict = t.dicts.specialty;
  const textFlags = dict.flags((lower) => f.texts.some((v) => specialtyTextMatches(lower, v)));
  // A picked specialty is compared by its listed name, which the stored spelling (not the folded one) decides.
  const keys = new Set(f.keys);
  if (keys.size) for (let code = 0; code < dict.values.length; code++) if (keys.has(specialtyKey(dict.values[code] as string))) textFlags[code] = 1;
  if (!f.codes) return anyOf(t, [{ field: 'specialty', flags: textFlags }]);
  // The dictionary folds what it holds; codes are upper-case, so compare folded.
  const wanted = new Set(f.codes.map(fold));
  const codeFlags = t.fields.dicts.taxonomyCodes.flags((lower) => wanted.has(lower));
  return anyOf(t, [
    { field: 'specialty', flags: textFlags },
    { field: 'taxonomyCodes', flags: codeFlags },
  ]);
};
