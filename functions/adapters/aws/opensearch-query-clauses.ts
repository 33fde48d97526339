import { AppError } from '../../core/errors';
import type { Query } from './opensearch-dsl';

/**
 * `indices.query.bool.max_clause_count` (1,024 on the domain, the default):
 * after rewriting, Lucene's IndexSearcher visits the whole query tree and
 * throws TooManyNestedClauses past that many leaf clauses (every leaf counts,
 * MUST_NOT ones too; `bool` itself does not). The domain answers a 500.
 */
export const MAX_CLAUSE_COUNT = 1_024;

/**
 * Leaves as OpenSearch 2.19 builds them for our shapes (KeywordFieldMapper,
 * TextFieldMapper, NumberFieldMapper): a `terms` on a keyword with doc values
 * is an IndexOrDocValuesQuery, whose visit walks both halves (2); so are
 * numeric and date ranges and geo_distance (2). A `term` on a keyword is one
 * TermQuery; `term` and `prefix` on the text fields of contains.* (no doc
 * values) and `ids` are one each. Where unsure we count high: a body under
 * this count is under the engine's.
 */
export const clauseCount = (q: Query): number => {
  if ('bool' in q) {
    const { filter = [], must = [], should = [], must_not = [] } = q.bool;
    return [...filter, ...must, ...should, ...must_not].reduce((n, c) => n + clauseCount(c), 0);
  }
  if ('terms' in q || 'range' in q || 'geo_distance' in q) return 2;
  return 1;
};

/**
 * The builder refuses a body the domain would refuse, as a 400 that names
 * the parameters that cost most (their clauses in a body of their own), so
 * the caller knows what to shorten. With one clause per contains (opensearch-
 * mapping.ts) and the API's list limits this never fires on valid input
 * (at most ~200 clauses); it guards the next filter someone adds.
 */
export const assertClauseBudget = <F extends object>(filters: F, query: Query, costOf: (one: Partial<F>) => number): void => {
  const total = clauseCount(query);
  if (total <= MAX_CLAUSE_COUNT) return;
  const byParam = Object.entries(filters)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, costOf({ [k]: v } as Partial<F>)] as const)
    .sort((a, b) => b[1] - a[1]);
  // The parameters that hold a tenth of the clauses or more: the ones worth shortening.
  const worst = byParam.filter(([, n]) => n * 10 >= total).slice(0, 3);
  const message = `This search needs ${total} query clauses; the search engine allows ${MAX_CLAUSE_COUNT}. Use fewer or shorter values.`;
  throw new AppError('VALIDATION', message, Object.fromEntries((worst.length ? worst : byParam.slice(0, 1)).map(([k, n]) => [k, [`${n} clauses of ${total}; use fewer values`]])));
};
