import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors';
import type { SearchFilters } from '../../../core/ports';
import { conformanceDocs, conformanceWindows, expectedPage } from '../../../core/search/conformance-cases';
import { CONFORMANCE_ZIP, distanceQueries, expectedMiles } from '../../../core/search/conformance-distance';
import { columnarSearchIndex } from '../columnar-search-index';

/** Issue 16 in the columnar engine: distanceMiles, profiles without coordinates, and paging the distance order by page number. */

const q = (x: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', ...x });
const docs = conformanceDocs();
const engine = columnarSearchIndex();
await engine.upsert(docs);

describe('the columnar distance search', () => {
  it.each(distanceQueries.map((x) => [JSON.stringify(x), x] as const))('%s: each row carries the reference miles to one decimal', async (_n, filters) => {
    for (const w of conformanceWindows) {
      const page = await engine.search(filters, w);
      const expected = expectedPage(docs, filters, w).ids.map((id) => docs.find((d) => d.id === id)!);
      expect(page.items.map((d) => d.distanceMiles)).toEqual(expectedMiles(filters, expected));
    }
  });

  it('never finds a profile without coordinates, even at 250 miles, and adds no miles without a ZIP', async () => {
    const page = await engine.search(q({ nearZip: CONFORMANCE_ZIP, withinMiles: 250 }), { offset: 0, limit: 600 });
    expect(page.items.length).toBeGreaterThan(400);
    expect(page.items.every((d) => d.latitude !== undefined && d.longitude !== undefined)).toBe(true);
    expect(docs.filter((d) => d.latitude === undefined).length).toBeGreaterThan(40);
    const plain = await engine.search(q({}), { offset: 0, limit: 25 });
    expect(plain.items.some((d) => 'distanceMiles' in d)).toBe(false);
  });

  it('pages the distance order by page number: a cursor serves the offset, as in OpenSearch', async () => {
    const filters = q({ nearZip: CONFORMANCE_ZIP, withinMiles: 250, sortKey: 'distance', sortDirection: 'desc' });
    const byCursor = await engine.search(filters, { offset: 50, limit: 25, anchor: { id: 'c0001', side: 'after' } });
    expect(byCursor.items.map((d) => d.id)).toEqual(expectedPage(docs, filters, { offset: 50, limit: 25 }).ids);
  });

  it('refuses an unknown ZIP as a 400 even when a caller skips the endpoint', async () => {
    const error = await engine.search(q({ nearZip: '00000', withinMiles: 10 }), { offset: 0, limit: 25 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).details).toEqual({ nearZip: ['Unknown ZIP code'] });
  });
});
