import { describe, expect, it } from 'vitest';
import { conformanceDocs } from '../../../core/search/conformance-cases';
import { conformanceNpi } from '../../../core/search/conformance-fields';
import type { SearchFilters } from '../../../core/ports';
import { columnarSearchIndex } from '../columnar-search-index';

/** Issue 16's columns through changes: the conformance suite covers a loaded table, this the updates and removals. */
const window = { offset: 0, limit: 50 };
const f = (q: Partial<SearchFilters>): SearchFilters => ({ sortDirection: 'asc', ...q });

describe('the columnar engine keeps issue 16 columns current', () => {
  it('finds a profile by its new NPI, year, license and language after an update, and not by the old ones', async () => {
    const index = columnarSearchIndex();
    const docs = conformanceDocs(40);
    await index.upsert(docs);
    const doc = docs[10]!;
    const old = { npi: doc.npi!, year: doc.graduationYear! };
    expect((await index.search(f({ npi: old.npi }), window)).items.map((d) => d.id)).toEqual([doc.id]);
    await index.upsert([{ ...doc, npi: conformanceNpi(999), graduationYear: 2050, licenseStates: ['AK'], languages: ['Klingon'], boardCertifications: ['Board of Space Medicine'] }]);
    expect((await index.search(f({ npi: old.npi }), window)).total).toBe(0);
    expect((await index.search(f({ npi: conformanceNpi(999) }), window)).items.map((d) => d.id)).toEqual([doc.id]);
    for (const q of [{ graduationYearFrom: 2050 }, { licenseState: ['Alaska'] }, { language: ['klingon'] }, { boardCertification: ['space'] }]) {
      expect((await index.search(f(q), window)).items.map((d) => d.id)).toEqual([doc.id]);
    }
    await index.remove([doc.id]);
    expect((await index.search(f({ graduationYearFrom: 2050 }), window)).total).toBe(0);
  });

  it('counts specialty facets under the new filters', async () => {
    const index = columnarSearchIndex();
    await index.upsert(conformanceDocs(40));
    const all = await index.specialtyCounts(f({}));
    const filtered = await index.specialtyCounts(f({ graduationYearFrom: 1990, graduationYearTo: 1999, specialty: ['cardiology'] }));
    const sum = (xs: Array<{ count: number }>) => xs.reduce((s, x) => s + x.count, 0);
    expect(sum(filtered)).toBeGreaterThan(0);
    expect(sum(filtered)).toBeLessThan(sum(all));
  });
});
