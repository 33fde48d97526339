import { SORT_KEYS } from '../../core/search/sort-key';

/**
 * The physicians index: settings and mappings for PhysicianSummary.
 *
 * Spec §5 asks for case-insensitive *substring* matching of whole field
 * values ("mary ann" inside "Mary Anne", "c++", "100%"). Analysed text splits
 * on word boundaries and plain n-grams miss needles shorter than min_gram or
 * longer than max_gram, so neither is exact. A `*needle*` wildcard on a
 * keyword is exact but walks the field's whole term dictionary per query
 * (issue 15: too slow at 1M profiles). So every field the builder runs a
 * contains on has a `contains` subfield of type `wildcard` (OpenSearch 2.15+;
 * the domain runs 2.19), queried as `{ wildcard: { 'f.contains': '*needle*' } }`.
 * What we rely on (docs.opensearch.org "Wildcard field type", and
 * WildcardFieldMapper in OpenSearch's source):
 * - each value is indexed as its substrings of up to three characters; a
 *   wildcard query looks up the substrings the pattern requires (for a
 *   needle of one or two characters, the one- or two-character ones) to get
 *   candidates, then checks each candidate's value against the whole
 *   pattern, so the answer is exact for any needle length;
 * - the normalizer is applied to values when indexing and to the pattern's
 *   literal parts when searching, and the check runs on normalized values;
 * - a multi-valued field (skills, education.*) matches when any value does;
 * - the check reads the values from doc values when `doc_values` is on (its
 *   default is off, and then it re-reads and re-normalizes `_source` per
 *   candidate), so we turn them on: short needles have many candidates;
 * - `case_insensitive` would lower-case with Java's String.toLowerCase
 *   (full mapping: İ → i̇, final Σ → ς), not the normalizer's per-code-point
 *   mapping, so we never send it: the normalizer and our `fold` (core/search/
 *   fold.ts) are the one lower-casing;
 * - term/terms queries are slow on wildcard fields, so exact filters, the
 *   specialty facet and ids stay on the normalized keyword fields.
 * Known limit of 2.19: a needle *ending* in a backslash puts `\\` right
 * before the final `*`, which the prefilter misreads as an escaped `*`
 * (opensearch-project/OpenSearch#19719, fixed after 2.19), so such a
 * needle can miss; no other escape is affected.
 *
 * Contact fields (emails, phones) are absent on purpose, and `dynamic:
 * strict` makes OpenSearch reject any document that carries one.
 */

/** Our own normalizer, not the built-in `lowercase`, so the index does not depend on what a given OpenSearch version ships. */
export const NORMALIZER = 'lowercase_exact';

/**
 * The API jumps straight to any page (page ≤ 10,000 × 25 rows = 250,000),
 * so the window must reach that far; but next/previous use search_after and
 * a deep jump reads the reversed order (opensearch-paging.ts), so from stays
 * under half the matches and a page past the window is never asked for.
 */
export const MAX_RESULT_WINDOW = 250_000;

export type FieldMapping =
  | { type: 'keyword'; normalizer?: typeof NORMALIZER; index?: false; doc_values?: false; fields?: Record<string, FieldMapping> }
  | { type: 'wildcard'; normalizer: typeof NORMALIZER; doc_values: true }
  | { type: 'short' | 'double' | 'boolean' | 'geo_point' | 'date' }
  | { properties: Record<string, FieldMapping> };

const lower = { type: 'keyword', normalizer: NORMALIZER } as const;
const exact = { type: 'keyword' } as const;
/** The subfield every contains runs on (see the header); the builder names it with containsField. */
export const CONTAINS = 'contains';
const containsSub = { [CONTAINS]: { type: 'wildcard', normalizer: NORMALIZER, doc_values: true } } as const;
/** A normalized keyword (terms, facets) that contains queries can also search. */
const searchable = { ...lower, fields: containsSub } as const;
const sortKey = { type: 'keyword', index: false } as const;

const properties: Record<string, FieldMapping> = {
  // Raw (case-sensitive) keyword: the last tie-breaker compares ids exactly, like the reference.
  id: exact,
  firstName: searchable,
  lastName: searchable,
  fullName: lower,
  title: searchable,
  // `raw` keeps the stored spelling for the specialty facet, merged case-insensitively afterwards.
  specialty: { ...lower, fields: { raw: exact, ...containsSub } },
  // The specialty as a list shows it (core/search/specialties.ts specialtyKey), derived at indexing: a picked specialty is one `terms` on it.
  specialtyKey: exact,
  organization: searchable,
  organizationSize: lower,
  organizationRevenue: lower,
  organizationIndustry: lower,
  city: searchable,
  state: lower,
  location: lower,
  skills: searchable,
  // Plain object, not `nested`: the education filter is "degree OR school contains" over any entry,
  // which the flattened arrays answer exactly; nested would only matter for AND within one entry.
  education: {
    properties: { schoolName: searchable, degree: searchable, field: lower, startDate: exact, endDate: exact },
  },
  linkedinUrl: { type: 'keyword', index: false, doc_values: false },
  npi: exact,
  licenseStates: lower,
  // Searchable: the board certification filter is a contains (issue 16).
  boardCertifications: searchable,
  graduationYear: { type: 'short' },
  languages: lower,
  // NUCC taxonomy codes, stored upper-case (core/taxonomy): `terms` from the specialty filter, no normalizer needed.
  taxonomyCodes: exact,
  primaryTaxonomy: exact,
  zip: exact,
  latitude: { type: 'double' },
  longitude: { type: 'double' },
  // Derived from latitude/longitude at indexing time, for distance queries later.
  location_point: { type: 'geo_point' },
  hasEmail: { type: 'boolean' },
  hasPhone: { type: 'boolean' },
  // ISO time the profile first became searchable: saved-search alerts query a `range` on it (issue 17).
  publishedAt: { type: 'date' },
  // One composite sort key per order (core/search/sort-key.ts), folded at indexing time, so no normalizer:
  // OpenSearch sorts by their bytes. Never queried, only sorted on: doc values without an inverted index.
  sort: { properties: Object.fromEntries(SORT_KEYS.map((k) => [k, sortKey])) },
};

export const indexDefinition = {
  settings: {
    index: {
      // 250k small documents are far below one shard's comfortable size, and one shard keeps
      // deep from/size pages and exact totals cheap. Replicas and slow logs: indexSettings().
      number_of_shards: 1,
      max_result_window: MAX_RESULT_WINDOW,
    },
    analysis: {
      normalizer: { [NORMALIZER]: { type: 'custom', char_filter: [] as string[], filter: ['lowercase'] as string[] } },
    },
  },
  mappings: { dynamic: 'strict', properties },
} as const;

export type IndexDefinition = typeof indexDefinition;

/** Replicas and slow-log thresholds, per deployment: merge into settings.index of the template or create body. */
export { indexSettings, type IndexSettings } from './opensearch-index-settings';
