import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors';
import type { SearchFilters } from '../../core/ports';
import { LIST_FILTER_MAX } from '../../core/schemas/physician';
import { KEYWORDS_MAX, physicianSearchQuery } from '../../core/schemas/physician-search';
import { conformanceDocs } from '../../core/search/conformance-cases';
import { createEvaluator } from '../../../test/support/opensearch/dsl-evaluator';
import { toDocument } from './opensearch-document';
import { indexDefinition } from './opensearch-mapping';
import { buildSearchBody, specialtyCountsBody } from './opensearch-query';
import { clauseCount, MAX_CLAUSE_COUNT } from './opensearch-query-clauses';

/**
 * Issue 23, item 2: indices.query.bool.max_clause_count. The builder's
 * bodies must stay under it for anything the API accepts, and what it
 * cannot keep under it is a 400 naming the parameter, never the domain's 500.
 */
const engine = createEvaluator(indexDefinition, conformanceDocs().slice(0, 40).map(toDocument));
const page = { offset: 0, limit: 25 };

/** The longest values the API's zod limits let through: 10 keyword tags in 500 characters, 10 values of 200 characters per list. */
const longest = (): SearchFilters => {
  const word = (i: number) => `${'abcdefghijklmnopqrstuvwxyz0123456789abcdefghij'.slice(0, 48)}${i}`;
  const list = (tag: string) => Array.from({ length: LIST_FILTER_MAX }, (_, i) => `${tag}${i} ${'x'.repeat(120)}`);
  const query = Array.from({ length: KEYWORDS_MAX }, (_, i) => word(i)).join(' ');
  const parsed = physicianSearchQuery.parse({
    query,
    specialty: list('s'),
    skills: list('k'),
    title: list('t'),
    organization: list('o'),
    education: list('e'),
    city: list('c'),
    boardCertification: list('b'),
    language: list('l'),
    licenseState: list('ls'),
    companySize: list('z'),
    companyRevenue: list('r'),
    companyIndustry: list('i'),
    skillsSearch: 'y'.repeat(128),
  });
  const { page: _p, ...filters } = parsed;
  return filters;
};

describe('the clause budget', () => {
  it('keeps the longest search the API accepts under the limit, and the engine model runs it', () => {
    const q = longest();
    expect(q.query?.length).toBeGreaterThan(400);
    const body = buildSearchBody(q, page);
    expect(clauseCount(body.query)).toBeLessThan(MAX_CLAUSE_COUNT / 4);
    expect(() => engine.search(body)).not.toThrow();
    expect(engine.costOf(body).clauses).toBeLessThanOrEqual(clauseCount(body.query));
    expect(() => engine.search(specialtyCountsBody(q))).not.toThrow();
  });

  it('10 long keywords and 4 organization names (the issue’s case) are a handful of clauses, not thousands', () => {
    const q: SearchFilters = { query: longest().query, organization: ['Massachusetts General Hospital', 'Brigham and Women’s', 'Mayo Clinic Rochester', 'Cleveland Clinic Foundation'], sortDirection: 'asc' };
    const body = buildSearchBody(q, page);
    expect(engine.costOf(body).clauses).toBe(KEYWORDS_MAX * 6 + 4);
    expect(() => engine.search(body)).not.toThrow();
  });

  it('refuses a body over the limit with a 400 naming the parameter that costs most', () => {
    const organization = Array.from({ length: MAX_CLAUSE_COUNT + 1 }, (_, i) => `org ${i}`);
    let thrown: unknown;
    try {
      buildSearchBody({ organization, state: 'CA', sortDirection: 'asc' }, page);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(AppError);
    const err = thrown as AppError;
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/1027 query clauses.*allows 1024/);
    expect(Object.keys(err.details ?? {})).toEqual(['organization']);
    expect(() => specialtyCountsBody({ organization, sortDirection: 'asc' })).toThrow(AppError);
  });
});
