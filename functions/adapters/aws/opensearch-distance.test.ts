import { afterEach, describe, expect, it } from 'vitest';
import type { SearchFilters } from '../../core/ports';
import { conformanceDocs, conformanceWindows, expectedPage } from '../../core/search/conformance-cases';
import { CONFORMANCE_ZIP, distanceQueries, expectedMiles } from '../../core/search/conformance-distance';
import { haversineMiles } from '../../core/search/distance';
import { zipCentroid } from '../../core/search/zip-centroids';
import { createEvaluator } from '../../../test/support/opensearch/dsl-evaluator';
import { bulkOk, type RecordedRequest, startStub } from '../../../test/support/opensearch/stub-server';
import { openSearchClient } from './opensearch-client';
import { toDocument } from './opensearch-document';
import { withArcMiles } from './opensearch-geo';
import { indexDefinition } from './opensearch-mapping';
import { buildSearchBody } from './opensearch-query';
import { openSearchIndex } from './opensearch-search-index';

/** Issue 16 on OpenSearch: the geo_distance filter, the _geo_distance sort, distanceMiles, and paging by page number. */

const q = (x: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', ...x });
const docs = conformanceDocs();
const engine = createEvaluator(indexDefinition, docs.map(toDocument));
const origin = zipCentroid(CONFORMANCE_ZIP)!;

describe('the distance request body', () => {
  it('filters with geo_distance on location_point and sorts by arc miles, then the name key', () => {
    const body = buildSearchBody(q({ nearZip: '10001', withinMiles: 50, specialty: ['Cardiology'], sortKey: 'distance', sortDirection: 'desc' }), { offset: 0, limit: 25 });
    // The specialty clause is the specialty filter's own business; the distance is one more filter clause.
    expect(body.query).toMatchObject({ bool: { filter: expect.arrayContaining([{ geo_distance: { distance: '50mi', location_point: { lat: 40.7484, lon: -73.9967 } } }]) } });
    expect(body.sort).toEqual([
      { _geo_distance: { location_point: { lat: 40.7484, lon: -73.9967 }, order: 'desc', unit: 'mi', distance_type: 'arc' } },
      { 'sort.name': { order: 'desc' } },
    ]);
    expect(body).not.toHaveProperty('search_after');
  });
});

describe('distanceMiles from OpenSearch hits (through the evaluator)', () => {
  it.each(distanceQueries.map((x) => [JSON.stringify(x), x] as const))('%s: the reference miles to one decimal, from the sort value or the coordinates', (_n, filters) => {
    for (const w of conformanceWindows) {
      const { hits } = engine.search(buildSearchBody(filters, w));
      const items = withArcMiles(filters, hits.hits);
      const expected = expectedPage(docs, filters, w).ids.map((id) => docs.find((d) => d.id === id)!);
      expect(items.map((d) => d.distanceMiles)).toEqual(expectedMiles(filters, expected));
      if (filters.sortKey !== 'distance') continue;
      // The sort value is OpenSearch's own distance: the reference's on a sphere 0.001% smaller.
      for (const [i, h] of hits.hits.entries()) {
        const d = expected[i]!;
        expect(h.sort?.[0] as number).toBeCloseTo(haversineMiles(origin, { lat: d.latitude!, lon: d.longitude! }) * (6_371_008.7714 / 1609.344 / 3958.8), 4);
      }
    }
  });

  it('leaves distanceMiles off without a ZIP', () => {
    const { hits } = engine.search(buildSearchBody(q({ query: 'ann' }), { offset: 0, limit: 5 }));
    expect(withArcMiles(q({ query: 'ann' }), hits.hits).some((d) => 'distanceMiles' in d)).toBe(false);
  });
});

describe('the evaluator models only what OpenSearch does with geo', () => {
  it('refuses geo_distance on a field that is not a geo_point and a plane sort', () => {
    expect(() => engine.search({ query: { geo_distance: { distance: '10mi', city: { lat: 1, lon: 1 } } }, size: 1 })).toThrow(/not a geo_point/);
    expect(() => engine.search({ query: { geo_distance: { distance: '10 parsecs', location_point: { lat: 1, lon: 1 } } }, size: 1 })).toThrow(/unit/);
    const plane = { _geo_distance: { location_point: { lat: 1, lon: 1 }, order: 'asc', unit: 'mi', distance_type: 'plane' } };
    expect(() => engine.search({ query: { geo_distance: { distance: '10mi', location_point: origin } }, sort: [plane], size: 1 })).toThrow(/arc/);
  });
});

describe('paging the distance order', () => {
  const stubs: Array<{ close: () => Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(stubs.splice(0).map((s) => s.close()));
  });

  it('serves the page number for a cursor (no anchor lookup, no search_after), in the same rows as the reference', async () => {
    const indexed: object[] = [];
    const seen: RecordedRequest[] = [];
    const stub = await startStub((req) => {
      if (req.path.startsWith('/physicians/_bulk')) {
        const lines = req.json as Array<Record<string, unknown>>;
        for (let i = 1; i < lines.length; i += 2) indexed.push(lines[i] as object);
        return bulkOk(lines);
      }
      seen.push(req);
      return { status: 200, body: createEvaluator(indexDefinition, indexed).search(req.json as object) };
    });
    stubs.push(stub);
    const credentials = async () => ({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' });
    const index = openSearchIndex({ client: openSearchClient({ node: stub.url, region: 'us-east-1', getCredentials: credentials }), index: 'physicians' });
    await index.upsert(docs);
    const filters = q({ nearZip: CONFORMANCE_ZIP, withinMiles: 250, sortKey: 'distance' });
    const page = await index.search(filters, { offset: 50, limit: 25, anchor: { id: 'c0001', side: 'after' } });
    expect(page.items.map((d) => d.id)).toEqual(expectedPage(docs, filters, { offset: 50, limit: 25 }).ids);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.json).toMatchObject({ from: 50, size: 25 });
    expect(seen[0]?.json).not.toHaveProperty('search_after');
  });
});
