import { createHash } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../../core/ports';
import { conformanceFacetQueries, conformanceQueries } from '../../core/search/conformance-cases';
import { expectGolden, goldenDir } from '../../../test/support/opensearch/golden';
import { buildSearchBody, specialtyCountsBody } from './opensearch-query';

/**
 * Issue 15: the request body of every shared conformance case, golden-checked
 * in events/opensearch/conformance/, one file per case. The conformance test
 * proves the bodies right; these files make any change to them visible in a
 * diff. `UPDATE_GOLDEN=1 npx vitest run --project functions <this file>`
 * rewrites them (and deletes the files of cases that are gone).
 */

const DIR = 'conformance/';
const FIRST_PAGE = { offset: 0, limit: 25 } as const;

/**
 * A stable file name per case: a readable ASCII part from the filters, then
 * a hash of their JSON, since cases may differ only in case or in non-Latin
 * letters ('ann' / 'ANN', Greek) and file systems may fold case.
 */
const caseSlug = (q: SearchFilters): string => {
  // Every case has a direction; only the non-default one is worth a word, at the end.
  const { sortDirection, ...rest } = q;
  const readable = [...Object.entries(rest).map(([k, v]) => `${k}-${[v].flat().join('-')}`), sortDirection === 'desc' ? 'desc' : '']
    .join('-')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return `${readable || 'all'}-${createHash('sha256').update(JSON.stringify(q)).digest('hex').slice(0, 8)}`;
};

const cases = [
  ...conformanceQueries.map((filters) => ({ file: `search-${caseSlug(filters)}.json`, golden: { call: 'buildSearchBody', filters, window: FIRST_PAGE, body: buildSearchBody(filters, FIRST_PAGE) } })),
  ...conformanceFacetQueries.map((filters) => ({ file: `facets-${caseSlug(filters)}.json`, golden: { call: 'specialtyCountsBody', filters, body: specialtyCountsBody(filters) } })),
];

describe('golden request bodies of the conformance cases', () => {
  it('give every case its own file name', () => {
    expect(new Set(cases.map((c) => c.file.toLowerCase())).size).toBe(cases.length);
  });

  it.each(cases.map((c) => [c.file, c.golden] as const))('%s', (file, golden) => {
    expectGolden(DIR + file, golden);
  });

  it('keep no file of a case that is gone', () => {
    const wanted = new Set(cases.map((c) => c.file));
    const stale = readdirSync(goldenDir + DIR).filter((f) => !wanted.has(f));
    if (process.env.UPDATE_GOLDEN === '1') for (const f of stale) rmSync(goldenDir + DIR + f);
    else expect(stale).toEqual([]);
  });
});
