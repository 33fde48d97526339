import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../../../core/ports';
import type { PhysicianSummary } from '../../../core/schemas/physician';
import { conformanceDocs } from '../../../core/search/conformance-cases';
import { haversineMiles } from '../../../core/search/distance';
import { zipCentroid } from '../../../core/search/zip-centroids';
import { evaluate, type Plan } from './evaluate';
import { Scratch } from './filter';
import { compile } from './query';
import { ColumnTable } from './table';

/**
 * Issue 23 item 11's regression guard: rows read per query, not time, so it
 * holds on a busy machine. 16 copies of the conformance profiles make the
 * table large next to what a selective query should read.
 */
const COPIES = 16;
const base = conformanceDocs();
// The first copy keeps its places (around New York); the others are spread over the lower 48.
const spread = (d: PhysicianSummary, i: number, c: number): PhysicianSummary =>
  c === 0 || d.latitude === undefined ? d : { ...d, latitude: 25 + ((i * 7 + c * 13) % 240) / 10, longitude: -124 + ((i * 11 + c * 17) % 570) / 10 };
const docs = Array.from({ length: COPIES }, (_, c) => base.map((d, i) => ({ ...spread(d, i, c), id: `${d.id}-${c}` }))).flat();
const table = new ColumnTable();
for (const d of docs) table.upsert(d);
const scratch = new Scratch();
const run = (q: SearchFilters, plan: Plan = 'cheaper') => {
  const total = evaluate(table, compile(table, q), scratch, plan);
  return { total, touched: scratch.touched };
};

describe('the columnar engine reads in proportion to the answer, not the table', () => {
  it('looks an NPI up by its rows alone', () => {
    const npi = base[10]!.npi!;
    const holders = base.filter((d) => d.npi === npi).length * COPIES;
    expect(run({ npi, sortDirection: 'asc' })).toEqual({ total: holders, touched: holders });
  });

  it('drives a distance search from the cells around the ZIP', () => {
    const origin = zipCentroid('10001')!;
    const near = docs.filter((d) => d.latitude !== undefined && haversineMiles(origin, { lat: d.latitude, lon: d.longitude! }) <= 25).length;
    const { total, touched } = run({ nearZip: '10001', withinMiles: 25, sortDirection: 'asc' });
    expect(total).toBe(near);
    // The candidates are the rows of the cells the radius touches (read, then tested): about the matches, far below the table.
    expect(touched).toBeLessThan(4 * near);
    expect(touched).toBeLessThan(table.rows / 4);
  });

  it('narrows a selective keyword from its inverted lists', () => {
    const { total, touched } = run({ query: base[0]!.lastName, companySize: [base[0]!.organizationSize], sortDirection: 'asc' });
    expect(total).toBeGreaterThan(0);
    expect(touched).toBeLessThan(table.rows / 4);
  });

  it('meets two broad filters as bitmaps: fewer entries read than rows matched', () => {
    // Each skill is held by over a third of the profiles, so every code they flag has a bitmap.
    const q: SearchFilters = { skills: ['Telemedicine', 'Surgery'], sortDirection: 'asc' };
    const bits = run(q);
    const rows = run(q, 'rows');
    expect(bits.total).toBe(rows.total);
    expect(bits.total).toBeGreaterThan(table.rows / 8);
    // A word per 32 rows per flagged code, an AND and a popcount; the row plan reads each candidate twice.
    expect(bits.touched).toBeLessThan(bits.total);
    expect(rows.touched).toBeGreaterThan(2 * bits.total);
  });
});
