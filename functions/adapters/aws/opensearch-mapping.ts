import { SORT_KEYS } from '../../core/search/sort-key';

/**
 * The physicians index: settings and mappings for PhysicianSummary.
 *
 * Spec §5 asks for case-insensitive *substring* matching of whole field
 * values ("mary ann" inside "Mary Anne", "c++", "100%"). Issue 15 put every
 * contains on a `wildcard` subfield; issue 23 measured what that costs at 1M
 * profiles (`npm run bench:search`, scripts/bench/search-cost.ts): a needle
 * of one or two characters has no trigram, so OpenSearch 2.19 verifies every
 * document through doc values (opensearch-project/OpenSearch#22471), broad
 * words ("care", "medicine") verify hundreds of thousands, and each distinct
 * trigram is one clause against `indices.query.bool.max_clause_count`.
 *
 * So every field the builder runs a contains on has a pre-folded copy under
 * `contains.<path>` (opensearch-document.ts folds it in Node with core/search/
 * fold.ts, so Java's Unicode tables never take part and no normalizer runs),
 * a `text` field indexed two ways, both exact and neither verified per
 * candidate:
 * - `contains.<path>`: every suffix of each value (keyword tokenizer, then
 *   reverse + edge_ngram + reverse). A needle is a substring of a value
 *   exactly when some suffix starts with it, so a needle of 3+ characters is
 *   one `prefix` query: the terms starting with it, and their postings;
 * - `contains.<path>.grams`: every 1- and 2-character substring (ngram
 *   tokenizer), so a needle of 1 or 2 characters is one `term` query.
 * Both count grams in code points (Lucene's n-gram filters do), as the
 * builder does. Each query is one clause whatever the needle's length.
 * A value longer than CONTAINS_WINDOW code points is indexed as overlapping
 * windows of that length (step half of it), so any needle up to half the
 * window is found wherever it sits; suffix terms stay bounded.
 * A multi-valued field (skills, education.*) matches when any value does.
 *
 * Contact fields (emails, phones) are absent on purpose, and `dynamic:
 * strict` makes OpenSearch reject any document that carries one.
 */

/** Our own normalizer, not the built-in `lowercase`, so the index does not depend on what a given OpenSearch version ships. */
export const NORMALIZER = 'lowercase_exact';

/**
 * OpenSearch's default. A page number reaches page 400 at most (10,000 rows,
 * functions/search/page-depth.ts), and so does the page a cursor falls back
 * to when its anchor row is gone; deeper pages are read with search_after,
 * one page each. So from + size never passes 10,000 (issue 23).
 */
export const MAX_RESULT_WINDOW = 10_000;

/**
 * Lucene refuses a term over 32,766 UTF-8 bytes, and one such value fails the
 * whole document. A UTF-16 unit (what ignore_above counts) is at most 3 UTF-8
 * bytes, so 10,922 units can never be refused; 8,191 (the 4-bytes-per-
 * character bound) is the usual, rounder choice. No real value comes near it
 * (names, titles and organizations are tens of characters), so it drops
 * nothing real: it only keeps an absurd value from failing its document.
 */
export const IGNORE_ABOVE = 8_191;

/** Substring windows of a pre-folded value (see the header); needles up to half of it are exact on any value. */
export const CONTAINS_WINDOW = 256;
/** Needles of at most this many code points use the 1-2 gram subfield; longer ones a prefix on the suffixes. */
export const GRAMS_MAX = 2;

export type FieldMapping =
  | { type: 'keyword'; normalizer?: typeof NORMALIZER; index?: false; doc_values?: false; ignore_above?: number; fields?: Record<string, FieldMapping> }
  | { type: 'wildcard'; normalizer?: typeof NORMALIZER; doc_values: true; ignore_above?: number }
  | { type: 'text'; analyzer: string; index_options: 'docs'; norms: false; fields?: Record<string, FieldMapping> }
  | { type: 'short' | 'double' | 'boolean' | 'geo_point' | 'date' }
  | { properties: Record<string, FieldMapping> };

const lower = { type: 'keyword', normalizer: NORMALIZER, ignore_above: IGNORE_ABOVE } as const;
const exact = { type: 'keyword', ignore_above: IGNORE_ABOVE } as const;
/** The object holding the pre-folded copies: the builder queries `contains.<path>` (and `.grams`). */
export const CONTAINS = 'contains';
const SUFFIXES_ANALYZER = 'contains_suffixes';
const GRAMS_ANALYZER = 'contains_grams';
/** Docs only: term and prefix queries need no positions, frequencies or norms. */
const containsText = {
  type: 'text',
  analyzer: SUFFIXES_ANALYZER,
  index_options: 'docs',
  norms: false,
  fields: { grams: { type: 'text', analyzer: GRAMS_ANALYZER, index_options: 'docs', norms: false } },
} as const;
/** The paths a contains runs on (the builder's keyword fields and list filters); toDocument fills `contains.<path>`. */
export const CONTAINS_PATHS = ['firstName', 'lastName', 'title', 'specialty', 'organization', 'city', 'skills', 'education.schoolName', 'education.degree', 'boardCertifications'] as const;
/**
 * Expand, then contract (issue 23). The issue-15 layout, a `wildcard`
 * subfield `<path>.contains` queried as `*needle*`, stays in the mapping for
 * one release, so the code deployed before this one still finds contains on
 * an index built with this mapping: rebuild (`npm run search:rebuild`, from
 * this version), deploy, rebuild again (profiles the old indexer wrote in
 * between lack contains.*). Nothing queries it since; the next rebuild after
 * every stage runs this code can drop it (LEGACY_WILDCARD).
 */
export const LEGACY_WILDCARD = 'contains';
const legacyWildcard = { [LEGACY_WILDCARD]: { type: 'wildcard', normalizer: NORMALIZER, doc_values: true } } as const;
/** A normalized keyword (terms, facets); its substrings are searched through contains.<path>. */
const searchable = { ...lower, fields: legacyWildcard } as const;
const sortKey = { type: 'keyword', index: false } as const;

const properties: Record<string, FieldMapping> = {
  // Raw (case-sensitive) keyword: the last tie-breaker compares ids exactly, like the reference.
  id: exact,
  firstName: searchable,
  lastName: searchable,
  fullName: lower,
  title: searchable,
  // `raw` keeps the stored spelling for the specialty facet, merged case-insensitively afterwards.
  specialty: { ...lower, fields: { raw: exact, ...legacyWildcard } },
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
  // When the newest email / phone was verified (dates, never the values): a table column (issue 24). Additive.
  emailLastVerifiedAt: { type: 'date' },
  phoneLastVerifiedAt: { type: 'date' },
  // ISO time the profile first became searchable: saved-search alerts query a `range` on it (issue 17).
  publishedAt: { type: 'date' },
  // Issue 25: a physician's opted-in intent (additive: `npm run search:put-mapping`, then a rebuild or the stream fills it).
  // Filters are exact terms on small enums and ranges on dates; expiry is compared with the query's time, never baked in.
  intent: {
    properties: {
      status: exact,
      preferredStates: exact,
      metros: { type: 'keyword', index: false, doc_values: false, ignore_above: IGNORE_ABOVE },
      willingToRelocate: { type: 'boolean' },
      employmentTypes: exact,
      practiceSettings: exact,
      availableFrom: { type: 'date' },
      visa: exact,
      compensationRange: { properties: { min: { type: 'double' }, max: { type: 'double' } } },
      openedAt: { type: 'date' },
      expiresAt: { type: 'date' },
    },
  },
  contains: {
    properties: {
      ...Object.fromEntries(CONTAINS_PATHS.filter((p) => !p.includes('.')).map((p) => [p, containsText])),
      education: { properties: { schoolName: containsText, degree: containsText } },
    },
  },
  // One composite sort key per order (core/search/sort-key.ts), folded at indexing time, so no normalizer:
  // OpenSearch sorts by their bytes. Never queried, only sorted on: doc values without an inverted index.
  // No ignore_above: a dropped sort value would move a row, and these are built from short fields.
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
      // No lowercase anywhere below: contains.* values arrive folded (opensearch-document.ts).
      analyzer: {
        // The whole value, reversed, its prefixes, reversed back: every suffix of the value.
        [SUFFIXES_ANALYZER]: { type: 'custom', tokenizer: 'keyword', filter: ['reverse', 'contains_edges', 'reverse'] as string[] },
        [GRAMS_ANALYZER]: { type: 'custom', tokenizer: GRAMS_ANALYZER, filter: [] as string[] },
      },
      filter: { contains_edges: { type: 'edge_ngram', min_gram: 1, max_gram: CONTAINS_WINDOW, preserve_original: false } },
      // token_chars [] keeps every character (spaces and punctuation are part of substrings); max - min = 1 is within index.max_ngram_diff.
      tokenizer: { [GRAMS_ANALYZER]: { type: 'ngram', min_gram: 1, max_gram: GRAMS_MAX, token_chars: [] as string[] } },
    },
  },
  mappings: { dynamic: 'strict', properties },
} as const;

export type IndexDefinition = typeof indexDefinition;

/** Replicas and slow-log thresholds, per deployment: merge into settings.index of the template or create body. */
export { indexSettings, type IndexSettings } from './opensearch-index-settings';
