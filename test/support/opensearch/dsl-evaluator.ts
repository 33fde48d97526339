import type { IndexDefinition } from '../../../functions/adapters/aws/opensearch-mapping';
import { fail, isRecord, only, single } from './dsl-shape';
import { type SortValue, sortComparator, utf8 } from './dsl-sort';
import { geoDistanceMatches, geoSortKey } from './dsl-geo';
import { leadsWithWildcard, requiredNGrams, wildcardMatcher } from './wildcard-pattern';
import { isNumericType, numericRange } from './dsl-range';
import { dateRange } from './dsl-date';
import { type Doc, indexDocuments, type Leaf } from './dsl-index-docs';
import { functionScoreOf } from './dsl-function-score';
import { clausesOf, createCostModel, MAX_CLAUSE_COUNT, type QueryCost, TooManyClauses } from './dsl-cost';

export { MAX_CLAUSE_COUNT, type QueryCost, replyForEngineError, TooManyClauses } from './dsl-cost';

/**
 * Test-only: a tiny model of OpenSearch for exactly the DSL subset our
 * builder emits, over documents indexed the way our mapping indexes them.
 * It is strict on purpose: an unknown clause, an unmapped field, a field
 * that is not indexed, a window past max_result_window or a document field
 * the strict mapping would reject all throw, so the builder cannot drift
 * into shapes this model does not understand.
 *
 * Modelled behaviour (OpenSearch/Lucene, not JavaScript):
 * - normalizer [lowercase]: Lucene's LowerCaseFilter, Character.toLowerCase
 *   per code point, which is `fold` (functions/core/search/fold.ts), at index
 *   time and on term/terms/wildcard values; escaped wildcard characters are
 *   kept verbatim;
 * - wildcard syntax: `*` any run, `?` one code point, `\` escapes, matched
 *   against the whole normalized value;
 * - `wildcard` field type: a wildcard query checks the normalized values, a
 *   multi-valued field matching when any value does (the trigram prefilter
 *   changes cost, not results); term/terms, sort and aggregations on it are
 *   refused, as our builder must keep those on keyword fields;
 * - `text` fields (contains.*): values analysed by dsl-analysis.ts; `term`
 *   and `prefix` queries read the tokens as they are (no analysis of the
 *   query value, as in OpenSearch); no sort or aggregation (no doc values);
 * - `prefix` on keyword (normalized value) and text fields; `exists` on a
 *   keyword (any value, "" included);
 * - the clause limit: a body with more leaf clauses than
 *   indices.query.bool.max_clause_count (1,024) throws TooManyClauses, as
 *   Lucene's IndexSearcher does after rewriting (dsl-cost.ts counts them);
 * - `timeout` ("500ms", "1s") is accepted and never fires here;
 * - costOf(body): what the engine reads for the query (dsl-cost.ts);
 * - refused on purpose: a wildcard starting with `*` or `?` on a keyword
 *   field (a whole term-dictionary scan, issue 15) and `case_insensitive`
 *   anywhere (OpenSearch would fold with Java's full toLowerCase, not the
 *   normalizer's mapping);
 * - arrays and object arrays (non-nested) flatten to multi-valued fields;
 * - bool: minimum_should_match defaults to 1 only when there is no must/filter;
 * - sort on keywords by UTF-8 bytes of the term, min value ascending / max
 *   descending for multi-valued fields, missing values last in both orders;
 * - totals are exact only with track_total_hits: true (else capped at 10,000);
 * - search_after: from must be 0, one value per sort field, hits strictly
 *   after those values in the sort order, the total still counts every
 *   match; each hit of a sorted search carries its `sort` values;
 * - ids: matches by _id;
 * - geo_distance on a geo_point and the _geo_distance sort, with
 *   OpenSearch's arc distance and Lucene's point quantization (dsl-geo.ts);
 * - bool.must_not: a document matches only if none of its clauses does;
 *   it does not count towards minimum_should_match's default;
 * - `date` fields and `range` on them: dsl-date.ts;
 * - `range` on a numeric field: dsl-range.ts;
 * - a terms aggregation counts the documents the query matched (every one
 *   without a query), once per distinct term, no empty buckets (min_doc_count
 *   1), largest first: the filtered specialty facets of issue 15.
 */



export interface EvaluatedHit {
  _id: string;
  _source?: Record<string, unknown>;
  sort?: SortValue[];
}
export interface EvaluatedResponse {
  hits: { total?: { value: number; relation: 'eq' | 'gte' }; hits: EvaluatedHit[] };
  aggregations?: Record<string, { buckets: Array<{ key: string; doc_count: number }>; sum_other_doc_count: number }>;
}

export const createEvaluator = (definition: IndexDefinition, input: readonly object[]) => {
  const { leaves, normalize, docs } = indexDocuments(definition, input);

  /** `term` covers term/terms; `wildcard` the wildcard query; `prefix` the prefix query; `sort` sorts and aggregations. */
  const leafFor = (field: string, use: 'term' | 'wildcard' | 'prefix' | 'sort'): Leaf => {
    const leaf = leaves.get(field) ?? fail(`unmapped field ${field}`);
    if (leaf.type !== 'keyword' && leaf.type !== 'wildcard' && leaf.type !== 'text') fail(`${field} is ${leaf.type}; only keyword, wildcard and text fields are modelled`);
    if (leaf.type === 'wildcard' && use !== 'wildcard') fail(`${field} is a wildcard field: ${use} queries on it are slow, keep them on keyword fields`);
    if (leaf.type === 'text' && (use === 'sort' || use === 'wildcard')) fail(`${field} is a text field: no ${use} on it here`);
    if (use !== 'sort' && !leaf.searchable) fail(`${field} is not indexed`);
    if (use === 'sort' && !leaf.sortable) fail(`${field} has no doc values`);
    return leaf;
  };

  /** The n-grams a wildcard-field query looks up (OpenSearch 2.19), from the normalized pattern. */
  const wildcardGrams = (field: string, pattern: string) => requiredNGrams(pattern, (literal) => normalize(leafFor(field, 'wildcard'), literal));

  // Compiling a pattern per document would dominate the conformance run.
  const compiled = new Map<string, (term: string) => boolean>();

  const fieldQuery = (q: unknown, where: string): [string, Record<string, unknown>] => {
    const [field, spec] = single(q, where);
    if (!isRecord(spec)) return fail(`${where}.${field} must be an object`);
    if ('case_insensitive' in spec) fail(`${where}.${field}: case_insensitive folds with Java's full toLowerCase, not the normalizer's; fold the value instead`);
    only(spec, ['value'], `${where}.${field}`);
    if (typeof spec.value !== 'string') fail(`${where}.${field}.value must be a string`);
    return [field, spec];
  };

  const matches = (query: unknown, doc: Doc): boolean => {
    const [kind, body] = single(query, 'query');
    switch (kind) {
      case 'match_all':
        return isRecord(body) && Object.keys(body).length === 0 ? true : fail('match_all takes no options');
      case 'bool': {
        if (!isRecord(body)) return fail('bool must be an object');
        only(body, ['filter', 'must', 'should', 'must_not', 'minimum_should_match'], 'bool');
        const list = (k: string): unknown[] => (body[k] === undefined ? [] : Array.isArray(body[k]) ? body[k] : fail(`bool.${k} must be an array`));
        const [filter, must, should, mustNot] = [list('filter'), list('must'), list('should'), list('must_not')];
        const msm = body.minimum_should_match ?? (should.length && !filter.length && !must.length ? 1 : 0);
        if (typeof msm !== 'number') return fail('minimum_should_match must be a number');
        return (
          [...filter, ...must].every((c) => matches(c, doc)) && should.filter((c) => matches(c, doc)).length >= msm && !mustNot.some((c) => matches(c, doc))
        );
      }
      case 'range': {
        const [field, spec] = single(body, 'range');
        const leaf = leaves.get(field) ?? fail(`unmapped field ${field}`);
        if (isNumericType(leaf.type)) return numericRange(field, leaf.type, spec, doc.source);
        if (leaf.type !== 'date') fail(`${field} is ${leaf.type}; only ranges on date fields are modelled`);
        return dateRange(field, spec, doc.dates.get(field) ?? []);
      }
      case 'term': {
        const [field, spec] = fieldQuery(body, 'term');
        const want = normalize(leafFor(field, 'term'), spec.value as string);
        return (doc.terms.get(field) ?? []).some((t) => t === want);
      }
      case 'exists': {
        // A keyword's values, an empty string included (keywords index "" as a term and a doc value).
        if (!isRecord(body)) return fail('exists must be an object');
        only(body, ['field'], 'exists');
        const field = String(body.field);
        // A date field (issue 25's availableFrom): any parsed value.
        if (leaves.get(field)?.type === 'date') return (doc.dates.get(field) ?? []).length > 0;
        if (leafFor(field, 'sort').type !== 'keyword') fail(`exists on ${field}: only keyword and date fields are modelled`);
        return (doc.terms.get(field) ?? []).length > 0;
      }
      case 'prefix': {
        const [field, spec] = fieldQuery(body, 'prefix');
        const want = normalize(leafFor(field, 'prefix'), spec.value as string);
        return (doc.terms.get(field) ?? []).some((t) => t.startsWith(want));
      }
      case 'terms': {
        const [field, values] = single(body, 'terms');
        const leaf = leafFor(field, 'term');
        if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) return fail('terms takes an array of strings');
        const wanted = new Set(values.map((v: string) => normalize(leaf, v)));
        return (doc.terms.get(field) ?? []).some((t) => wanted.has(t));
      }
      case 'geo_distance':
        return geoDistanceMatches(body, doc.source, geoField);
      case 'function_score':
        // Scores never narrow: the document matches when the wrapped query does (no min_score is modelled).
        return matches(functionScoreOf(body).query, doc);
      case 'ids': {
        // Matches by `_id`, whatever the mapping says.
        if (!isRecord(body)) return fail('ids must be an object');
        only(body, ['values'], 'ids');
        if (!Array.isArray(body.values) || !body.values.every((v) => typeof v === 'string')) return fail('ids.values must be an array of strings');
        return body.values.includes(doc.id);
      }
      case 'wildcard': {
        const [field, spec] = fieldQuery(body, 'wildcard');
        const key = `${field}\u0000${spec.value}`;
        let test = compiled.get(key);
        if (!test) {
          const leaf = leafFor(field, 'wildcard');
          const pattern = spec.value as string;
          if (leaf.type === 'keyword' && leadsWithWildcard(pattern)) fail(`${field}: a leading-wildcard pattern on a keyword field scans its whole term dictionary; query ${field}.contains`);
          compiled.set(key, (test = wildcardMatcher(pattern, (literal) => normalize(leaf, literal))));
        }
        // Any value of a multi-valued field (the wildcard field's check loops over the doc's values).
        return (doc.terms.get(field) ?? []).some(test);
      }
      default:
        return fail(`unsupported query ${kind}`);
    }
  };

  /** A document's score under the body's query: only a function_score at the top is modelled (filter context scores nothing useful). */
  const scoreOf = (query: unknown, doc: Doc): number => {
    const [kind, body] = single(query, 'query');
    if (kind !== 'function_score') return fail('_score sort is only modelled over a top-level function_score');
    const fn = functionScoreOf(body).functions.find((f) => f.filter === undefined || matches(f.filter, doc));
    return fn ? fn.weight : 1;
  };

  /** geo_distance and _geo_distance read only a geo_point field. */
  const geoField = (field: string) => {
    const leaf = leaves.get(field) ?? fail(`unmapped field ${field}`);
    if (leaf.type !== 'geo_point') fail(`${field} is ${leaf.type}, not a geo_point`);
  };

  const comparatorOf = (sort: unknown, query: unknown) =>
    sortComparator(
      sort,
      (d: Doc, field) => d.terms.get(field) ?? [],
      (field) => void leafFor(field, 'sort'),
      (spec) => geoSortKey(spec, (d: Doc) => d.source, geoField),
      (spec) => {
        if (!isRecord(spec)) return fail('sort clause must be {_score: {order}}');
        only(spec, ['order'], 'sort._score');
        if (spec.order !== 'asc' && spec.order !== 'desc') fail('sort._score.order must be asc or desc');
        return { desc: spec.order === 'desc', valueOf: (d: Doc) => scoreOf(query, d) };
      },
    );

  const sourceOf = (doc: Doc, spec: unknown): Record<string, unknown> | undefined => {
    if (spec === false) return undefined;
    if (!Array.isArray(spec)) return fail('_source must be false or a list of top-level fields');
    return Object.fromEntries(spec.filter((f: string) => f in doc.source).map((f: string) => [f, doc.source[f]]));
  };

  const termsAggs = (aggs: unknown, hits: Doc[]): EvaluatedResponse['aggregations'] => {
    if (!isRecord(aggs)) return fail('aggs must be an object');
    const out: NonNullable<EvaluatedResponse['aggregations']> = {};
    for (const [name, agg] of Object.entries(aggs)) {
      const [kind, spec] = single(agg, `aggs.${name}`);
      if (kind !== 'terms' || !isRecord(spec)) return fail(`unsupported aggregation ${kind}`);
      only(spec, ['field', 'size'], `aggs.${name}.terms`);
      const field = String(spec.field);
      leafFor(field, 'sort');
      const counts = new Map<string, number>();
      for (const d of hits) for (const t of new Set(d.terms.get(field) ?? [])) counts.set(t, (counts.get(t) ?? 0) + 1);
      const all = [...counts].map(([key, doc_count]) => ({ key, doc_count })).sort((a, b) => b.doc_count - a.doc_count || utf8(a.key, b.key));
      const buckets = all.slice(0, Number(spec.size ?? 10));
      out[name] = { buckets, sum_other_doc_count: all.slice(buckets.length).reduce((s, b) => s + b.doc_count, 0) };
    }
    return out;
  };

  const costModel = createCostModel({
    docCount: docs.length,
    termsOf: (d, field) => docs[d]?.terms.get(field) ?? [],
    leafOf: (field) => leaves.get(field),
    normalize: (field, value) => normalize(leaves.get(field) ?? fail(`unmapped field ${field}`), value),
    grams: wildcardGrams,
  });

  return {
    /** What the engine would read for the body's query (dsl-cost.ts); the query must also be one search() accepts. */
    costOf(body: { query?: unknown }): QueryCost {
      return body.query === undefined ? { postingsRead: 0, verified: 0, clauses: 0 } : costModel(body.query);
    },
    search(body: object): EvaluatedResponse {
      if (!isRecord(body)) return fail('body must be an object');
      only(body, ['query', 'sort', 'from', 'size', 'search_after', 'track_total_hits', '_source', 'aggs', 'timeout'], 'body');
      if (body.timeout !== undefined && !(typeof body.timeout === 'string' && /^\d+(ms|s)$/.test(body.timeout))) fail('timeout must be a time value such as "500ms" or "1s"');
      if (body.query !== undefined) {
        const clauses = clausesOf(body.query, (field) => leaves.get(field), wildcardGrams);
        if (clauses > MAX_CLAUSE_COUNT) throw new TooManyClauses(clauses);
      }
      const from = Number(body.from ?? 0);
      const size = Number(body.size ?? 10);
      const window = definition.settings.index.max_result_window;
      if (from + size > window) fail(`Result window is too large, from + size must be <= ${window} but was ${from + size}`);
      const matched = docs.filter((d) => (body.query === undefined ? true : matches(body.query, d)));
      const order = body.sort === undefined ? null : comparatorOf(body.sort, body.query ?? { match_all: {} });
      if (order) matched.sort(order.compare);
      // search_after: rows strictly after the given sort values; it narrows the hits, never the total.
      let hits = matched;
      if (body.search_after !== undefined) {
        const after = body.search_after;
        if (!order) return fail('search_after needs a sort');
        if (from !== 0) fail('`from` parameter must be set to 0 when `search_after` is used');
        if (!Array.isArray(after) || after.length !== order.length) fail('search_after must have as many values as the sort has fields');
        if (!(after as unknown[]).every((v) => typeof v === 'string' || typeof v === 'number')) fail('search_after values must be keyword terms or numbers (a score, a distance)');
        hits = matched.filter((d) => order.compareValues(order.valuesOf(d), after as Array<string | number>) > 0);
      }
      const tth = body.track_total_hits;
      const total =
        tth === false ? undefined : tth === true || matched.length <= 10_000 ? { value: matched.length, relation: 'eq' as const } : { value: 10_000, relation: 'gte' as const };
      return {
        hits: {
          ...(total ? { total } : {}),
          hits: hits.slice(from, from + size).map((d) => {
            const source = sourceOf(d, body._source ?? [...Object.keys(d.source)]);
            // A sorted search returns each hit's sort values (what search_after takes).
            const sort = order ? { sort: order.valuesOf(d) } : {};
            return source ? { _id: d.id, _source: source, ...sort } : { _id: d.id, ...sort };
          }),
        },
        ...(body.aggs !== undefined ? { aggregations: termsAggs(body.aggs, matched) } : {}),
      };
    },
  };
};
