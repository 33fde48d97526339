import { fail, isRecord, only, single } from './dsl-shape';

/** Lucene orders keyword terms by their UTF-8 bytes (code point order). */
export const utf8 = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * Test-only: OpenSearch's field sort on keywords. A multi-valued field sorts
 * by its min value ascending and max descending; missing values go last in
 * both directions. `valuesOf` gives a hit's sort values (the hit's `sort`,
 * what search_after takes) and `compareValues` compares such lists.
 */
/** A sort value: a keyword term, or a number (a `_geo_distance` distance); undefined when missing. */
export type SortValue = string | number | undefined;

/** Builds the key of a `_geo_distance` clause (dsl-geo.ts); without one, such a clause is refused. */
export type GeoSortKey<D> = (spec: unknown) => { desc: boolean; valueOf: (d: D) => number };

export const sortComparator = <D>(
  sort: unknown,
  termsOf: (d: D, field: string) => readonly string[],
  checkField: (field: string) => void,
  geoKey: GeoSortKey<D> = () => fail('_geo_distance is not modelled here'),
  scoreKey: GeoSortKey<D> = () => fail('_score is not modelled here'),
) => {
  if (!Array.isArray(sort)) return fail('sort must be an array');
  const keys = sort.map((clause): { desc: boolean; valueOf: (d: D) => SortValue } => {
    const [field, spec] = single(clause, 'sort');
    if (field === '_geo_distance') return geoKey(spec);
    if (field === '_score') return scoreKey(spec);
    if (!isRecord(spec)) return fail('sort clause must be {field: {order}}');
    only(spec, ['order'], `sort.${field}`);
    if (spec.order !== 'asc' && spec.order !== 'desc') fail(`sort.${field}.order must be asc or desc`);
    checkField(field);
    const desc = spec.order === 'desc';
    const valueOf = (d: D) => {
      const ts = [...termsOf(d, field)].sort(utf8);
      return desc ? ts[ts.length - 1] : ts[0];
    };
    return { desc, valueOf };
  });
  const compareValues = (xs: readonly SortValue[], ys: readonly SortValue[]): number => {
    for (const [i, { desc }] of keys.entries()) {
      const [x, y] = [xs[i], ys[i]];
      if (x === undefined || y === undefined) {
        if (x !== y) return x === undefined ? 1 : -1; // missing: _last in both directions
        continue;
      }
      const c = typeof x === 'number' || typeof y === 'number' ? (typeof x === 'number' && typeof y === 'number' ? Math.sign(x - y) : fail('mixed sort values')) : utf8(x, y);
      if (c) return desc ? -c : c;
    }
    return 0; // OpenSearch would fall back to index order; our sorts always end on the unique id.
  };
  const valuesOf = (d: D) => keys.map((k) => k.valueOf(d));
  return { compare: (a: D, b: D): number => compareValues(valuesOf(a), valuesOf(b)), compareValues, valuesOf, length: keys.length };
};
