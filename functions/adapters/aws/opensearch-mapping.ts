/**
 * The physicians index: settings and mappings for PhysicianSummary.
 *
 * Why keyword + lower-case normalizer everywhere, and no text sub-fields or
 * n-grams: spec §5 asks for case-insensitive *substring* matching of whole
 * field values ("mary ann" inside "Mary Anne", "c++", "100%"). A `wildcard`
 * query `*needle*` on a normalized keyword is exactly that; analysed text
 * splits on word boundaries and n-grams miss needles shorter than min_gram
 * or longer than max_gram. The keyword terms also sort in the plain
 * lower-cased order the reference comparator uses.
 *
 * Contact fields (emails, phones) are absent on purpose, and `dynamic:
 * strict` makes OpenSearch reject any document that carries one.
 */

/** Our own normalizer, not the built-in `lowercase`, so the index does not depend on what a given OpenSearch version ships. */
export const NORMALIZER = 'lowercase_exact';

/**
 * Deep pages use from/size, not search_after: the API jumps straight to any
 * page (page ≤ 10,000 × 25 rows = 250,000), which search_after cannot do
 * without walking every page before it. With one shard the cost of a deep
 * page is one priority queue of from+size entries, acceptable for a
 * 250,000-profile index and only paid by the rare deep page.
 */
export const MAX_RESULT_WINDOW = 250_000;

export type FieldMapping =
  | { type: 'keyword'; normalizer?: typeof NORMALIZER; index?: false; doc_values?: false; fields?: Record<string, FieldMapping> }
  | { type: 'short' | 'double' | 'boolean' | 'geo_point' }
  | { properties: Record<string, FieldMapping> };

const lower = { type: 'keyword', normalizer: NORMALIZER } as const;
const exact = { type: 'keyword' } as const;

const properties: Record<string, FieldMapping> = {
  // Raw (case-sensitive) keyword: the last tie-breaker compares ids exactly, like the reference.
  id: exact,
  firstName: lower,
  lastName: lower,
  fullName: lower,
  title: lower,
  // `raw` keeps the stored spelling for the specialty facet, merged case-insensitively afterwards.
  specialty: { ...lower, fields: { raw: exact } },
  organization: lower,
  organizationSize: lower,
  organizationRevenue: lower,
  organizationIndustry: lower,
  city: lower,
  state: lower,
  location: lower,
  skills: lower,
  // Plain object, not `nested`: the education filter is "degree OR school contains" over any entry,
  // which the flattened arrays answer exactly; nested would only matter for AND within one entry.
  education: {
    properties: { schoolName: lower, degree: lower, field: lower, startDate: exact, endDate: exact },
  },
  linkedinUrl: { type: 'keyword', index: false, doc_values: false },
  npi: exact,
  licenseStates: lower,
  boardCertifications: lower,
  graduationYear: { type: 'short' },
  languages: lower,
  zip: exact,
  latitude: { type: 'double' },
  longitude: { type: 'double' },
  // Derived from latitude/longitude at indexing time, for distance queries later.
  location_point: { type: 'geo_point' },
  hasEmail: { type: 'boolean' },
  hasPhone: { type: 'boolean' },
};

export const indexDefinition = {
  settings: {
    index: {
      // 250k small documents are far below one shard's comfortable size, and one shard keeps
      // deep from/size pages and exact totals cheap. Replicas are left to the domain's default.
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
