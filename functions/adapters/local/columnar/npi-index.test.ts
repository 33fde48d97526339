import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../../../core/ports';
import { conformanceDocs } from '../../../core/search/conformance-cases';
import { conformanceNpi } from '../../../core/search/conformance-fields';
import { columnarSearchIndex } from '../columnar-search-index';
import { NpiIndex } from './npi-index';

const byNpi = (npi: string): SearchFilters => ({ npi, sortDirection: 'asc' });

describe('NpiIndex', () => {
  it('lists the live rows of an NPI through adds and removals, pruning dead ones', () => {
    const index = new NpiIndex();
    const alive = new Uint8Array(8);
    const add = (npi: string, row: number) => {
      alive[row] = 1;
      index.add(npi, row, alive);
    };
    add('1111111111', 0);
    add('2222222222', 1);
    add('1111111111', 2);
    expect(index.lookup('1111111111', alive)).toEqual([0, 2]);
    alive[0] = 0;
    expect(index.lookup('1111111111', alive)).toEqual([2]);
    alive[2] = 0;
    add('1111111111', 3);
    expect(index.lookup('1111111111', alive)).toEqual([3]);
    expect(index.lookup('3333333333', alive)).toEqual([]);
  });

  it('finds by NPI in the engine exactly the live profiles holding it, after upserts and removals', async () => {
    const engine = columnarSearchIndex();
    const docs = conformanceDocs(60);
    const shared = conformanceNpi(990);
    const twins = [docs[3]!, docs[4]!].map((d) => ({ ...d, npi: shared }));
    await engine.upsert([...docs, ...twins]);
    const ids = async (npi: string) => (await engine.search(byNpi(npi), { offset: 0, limit: 10 })).items.map((d) => d.id).sort();
    expect(await ids(shared)).toEqual([docs[3]!.id, docs[4]!.id].sort());
    await engine.remove([docs[3]!.id]);
    expect(await ids(shared)).toEqual([docs[4]!.id]);
    // Moving a profile to another NPI leaves the old one, then moving it back finds it again.
    await engine.upsert([{ ...docs[4]!, npi: conformanceNpi(991) }]);
    expect(await ids(shared)).toEqual([]);
    expect(await ids(conformanceNpi(991))).toEqual([docs[4]!.id]);
    await engine.upsert([{ ...docs[4]!, npi: shared }, { ...docs[3]!, npi: shared }]);
    expect(await ids(shared)).toEqual([docs[3]!.id, docs[4]!.id].sort());
    expect(await ids('0000000000')).toEqual([]);
  });
});
