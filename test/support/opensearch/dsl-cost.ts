import { fail, isRecord, single } from './dsl-shape';
import { wildcardFieldGrams, wildcardMatcher } from './wildcard-pattern';

/**
 * Test-only: what OpenSearch does for a query, counted rather than timed
 * (issue 23), and the clause limit it enforces.
 *
 * Clauses: after rewriting, Lucene's IndexSearcher visits the query tree and
 * throws TooManyNestedClauses past indices.query.bool.max_clause_count leaf
 * clauses (IndexSearcher.getNumClausesCheckVisitor; MUST_NOT clauses count,
 * `bool` itself does not). Leaves as OpenSearch 2.19 builds them:
 * - `term` on a keyword: one TermQuery (1); on a text field: 1;
 * - `terms` or `prefix` on a keyword with doc values: IndexOrDocValuesQuery,
 *   whose visit walks both halves (2); `prefix` on a text field: 1;
 * - `wildcard` on a `wildcard` field: WildcardMatchingQuery visits its
 *   approximation, one TermQuery per required n-gram (or one exists query
 *   when there is none); on a keyword: 2;
 * - numeric/date `range` and `geo_distance`: IndexOrDocValuesQuery (2);
 *   `ids`, `match_all`: 1.
 *
 * Cost, per query (no caching, one segment):
 * - postingsRead: postings entries read through the term dictionary, the
 *   docFreq of every term looked up (term, terms, each term a prefix or a
 *   keyword wildcard expands to, each n-gram of a wildcard-field query, one
 *   per id). Points (ranges, geo) and doc-values sorting are not counted;
 * - verified: candidates a `wildcard` field checks through doc values with
 *   the automaton: every document holding all the query's required n-grams,
 *   or, when it has none (needles under 3 characters), every document with
 *   the field. Summed over the wildcard leaves, as an upper bound: the engine
 *   may skip candidates other required clauses already excluded.
 */
export const MAX_CLAUSE_COUNT = 1_024;

/** What the domain throws; the stub answers it the way the domain does (replyForEngineError). */
export class TooManyClauses extends Error {
  constructor(readonly clauses: number) {
    super(`Query contains too many nested clauses; maxClauseCount is set to ${MAX_CLAUSE_COUNT}`);
    this.name = 'TooManyClauses';
  }
}

/** The domain's answer to a query it refuses at rewrite time: a 500 search_phase_execution_exception (elastic/elasticsearch#112177). */
export const replyForEngineError = (e: unknown): { status: number; body: unknown } | null => {
  if (!(e instanceof TooManyClauses)) return null;
  const cause = { type: 'too_many_nested_clauses', reason: e.message };
  return { status: 500, body: { error: { root_cause: [cause], type: 'search_phase_execution_exception', reason: 'all shards failed', phase: 'query', caused_by: cause }, status: 500 } };
};

type LeafInfo = { type: string; sortable?: boolean } | undefined;

const lists = (body: unknown): unknown[] => {
  if (!isRecord(body)) return fail('bool must be an object');
  return ['filter', 'must', 'should', 'must_not'].flatMap((k) => (Array.isArray(body[k]) ? (body[k] as unknown[]) : []));
};

/** A function_score's wrapped query and its functions' filters. */
const functionParts = (body: unknown): unknown[] => {
  if (!isRecord(body)) return fail('function_score must be an object');
  const functions = Array.isArray(body.functions) ? (body.functions as unknown[]) : [];
  return [body.query, ...functions.flatMap((f) => (isRecord(f) && f.filter !== undefined ? [f.filter] : []))];
};

const fieldAndValue = (body: unknown, where: string): [string, string] => {
  const [field, spec] = single(body, where);
  return [field, isRecord(spec) && typeof spec.value === 'string' ? spec.value : fail(`${where}.${field}.value must be a string`)];
};

export const clausesOf = (query: unknown, leafOf: (field: string) => LeafInfo, grams: (field: string, pattern: string) => string[]): number => {
  const [kind, body] = single(query, 'query');
  const docValues = (field: string) => leafOf(field)?.type === 'keyword';
  switch (kind) {
    case 'bool':
      return lists(body).reduce((n: number, c) => n + clausesOf(c, leafOf, grams), 0);
    // The wrapped query and each function's filter are visited (counted as the engine's visitor may see them: an upper bound).
    case 'function_score':
      return functionParts(body).reduce((n: number, c) => n + clausesOf(c, leafOf, grams), 0);
    case 'terms':
      return docValues(single(body, 'terms')[0]) ? 2 : 1;
    case 'prefix':
      return docValues(fieldAndValue(body, 'prefix')[0]) ? 2 : 1;
    case 'wildcard': {
      const [field, pattern] = fieldAndValue(body, 'wildcard');
      return leafOf(field)?.type === 'wildcard' ? Math.max(1, grams(field, pattern).length) : 2;
    }
    case 'range':
    case 'geo_distance':
      return 2;
    default:
      return 1;
  }
};

export interface QueryCost {
  postingsRead: number;
  verified: number;
  clauses: number;
}

export interface CostInput {
  docCount: number;
  /** The indexed terms of one document's field (normalized keyword values, analysed text tokens, wildcard-field values). */
  termsOf: (doc: number, field: string) => readonly string[];
  leafOf: (field: string) => LeafInfo;
  normalize: (field: string, value: string) => string;
  grams: (field: string, pattern: string) => string[];
}

export const createCostModel = ({ docCount, termsOf, leafOf, normalize, grams }: CostInput) => {
  /** field → term → doc ids, built on first use; a wildcard field's terms are its values' n-grams. */
  const postings = new Map<string, Map<string, number[]>>();
  const postingsOf = (field: string): Map<string, number[]> => {
    let byTerm = postings.get(field);
    if (byTerm) return byTerm;
    byTerm = new Map();
    const wildcard = leafOf(field)?.type === 'wildcard';
    for (let d = 0; d < docCount; d++) {
      const values = termsOf(d, field);
      for (const t of new Set(wildcard ? values.flatMap(wildcardFieldGrams) : values)) {
        const list = byTerm.get(t);
        if (list) list.push(d);
        else byTerm.set(t, [d]);
      }
    }
    postings.set(field, byTerm);
    return byTerm;
  };
  const df = (field: string, term: string) => postingsOf(field).get(term)?.length ?? 0;
  const expand = (field: string, match: (t: string) => boolean) => [...postingsOf(field)].filter(([t]) => match(t)).reduce((n, [, ids]) => n + ids.length, 0);

  const walk = (query: unknown, acc: { postingsRead: number; verified: number }): void => {
    const [kind, body] = single(query, 'query');
    switch (kind) {
      case 'bool':
        for (const c of lists(body)) walk(c, acc);
        return;
      // Each function's filter is a query of its own: its terms' postings are read too (the intent order reads intent.status's).
      case 'function_score':
        for (const c of functionParts(body)) walk(c, acc);
        return;
      case 'term': {
        const [field, value] = fieldAndValue(body, 'term');
        acc.postingsRead += df(field, normalize(field, value));
        return;
      }
      case 'terms': {
        const [field, values] = single(body, 'terms');
        for (const v of values as string[]) acc.postingsRead += df(field, normalize(field, v));
        return;
      }
      case 'prefix': {
        const [field, value] = fieldAndValue(body, 'prefix');
        const want = normalize(field, value);
        acc.postingsRead += expand(field, (t) => t.startsWith(want));
        return;
      }
      case 'ids':
        acc.postingsRead += isRecord(body) && Array.isArray(body.values) ? body.values.length : 0;
        return;
      case 'wildcard': {
        const [field, pattern] = fieldAndValue(body, 'wildcard');
        if (leafOf(field)?.type !== 'wildcard') {
          const test = wildcardMatcher(pattern, (l) => normalize(field, l));
          acc.postingsRead += expand(field, test);
          return;
        }
        const required = grams(field, pattern);
        const lists = required.map((g) => postingsOf(field).get(g) ?? []);
        acc.postingsRead += lists.reduce((n, l) => n + l.length, 0);
        acc.verified += required.length ? intersectionSize(lists) : countWithField(field);
        return;
      }
      default:
        return;
    }
  };
  const withField = new Map<string, number>();
  const countWithField = (field: string): number => {
    let n = withField.get(field);
    if (n === undefined) {
      n = 0;
      for (let d = 0; d < docCount; d++) if (termsOf(d, field).length) n++;
      withField.set(field, n);
    }
    return n;
  };

  return (query: unknown): QueryCost => {
    const acc = { postingsRead: 0, verified: 0 };
    walk(query, acc);
    return { ...acc, clauses: clausesOf(query, leafOf, grams) };
  };
};

/** Docs in every (sorted) list: the approximation's candidates. */
export const intersectionSize = (lists: readonly (readonly number[])[]): number => {
  if (!lists.length) return 0;
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let current = new Set(sorted[0]);
  for (const l of sorted.slice(1)) {
    const next = new Set<number>();
    for (const d of l) if (current.has(d)) next.add(d);
    current = next;
  }
  return current.size;
};
