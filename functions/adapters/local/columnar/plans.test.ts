import { describe, expect, it } from 'vitest';
import { conformanceDocs, conformanceFacetQueries, conformanceQueries, expectedPage } from '../../../core/search/conformance-cases';
import { evaluate, type Plan } from './evaluate';
import { Scratch } from './filter';
import { releaseFlags } from './flag-arena';
import { compile } from './query';
import { ColumnTable } from './table';

/**
 * The two plans of evaluate.ts (rows from the most selective filter, or
 * bitmaps met by AND) must find the same rows for every conformance query,
 * over a table with dead rows (updated and removed profiles), whichever the
 * cost estimate would pick.
 */
const docs = conformanceDocs();
const table = new ColumnTable();
for (const d of docs) table.upsert(d);
// Updates and removals leave dead rows, which neither plan may return.
const changed = docs.filter((_, i) => i % 4 === 0).map((d) => ({ ...d, lastName: `${d.lastName}x`, skills: d.skills.slice(1) }));
for (const d of changed) table.upsert(d);
for (const d of docs.filter((_, i) => i % 7 === 3)) table.remove(d.id);
const live = docs.map((d) => changed.find((c) => c.id === d.id) ?? d).filter((_, i) => i % 7 !== 3);

const matches = (q: (typeof conformanceQueries)[number], plan: Plan) => {
  const scratch = new Scratch();
  try {
    const total = evaluate(table, compile(table, q), scratch, plan);
    return Array.from(scratch.rowsOf(total), (r) => table.ids[r] as string).sort();
  } finally {
    releaseFlags();
  }
};

describe('both evaluation plans find the same rows', () => {
  for (const q of [...conformanceQueries, ...conformanceFacetQueries]) {
    it(JSON.stringify(q), () => {
      const expected = expectedPage(live, q, { offset: 0, limit: live.length }).ids.sort();
      expect(matches(q, 'rows')).toEqual(expected);
      expect(matches(q, 'bitmaps')).toEqual(expected);
      expect(matches(q, 'cheaper')).toEqual(expected);
    });
  }
});
