import type { SearchFilters } from '../../../core/ports';
import { GRADUATION_YEAR_MIN } from '../../../core/schemas/physician';
import { licenseStateTerms } from '../../../core/search/field-predicates';
import { fold } from '../../../core/search/fold';
import type { FieldColumn, FieldList } from './field-columns';
import type { ColumnTable } from './table';

/** A compiled filter (query.ts's Filter) over an issue 16 column; its inverted lists hold exactly the passing rows. */
export interface FieldFilter {
  test: (row: number) => boolean;
  sources: Array<{ field: FieldColumn; flags: Uint8Array }>;
  exact: true;
}

/**
 * Issue 16's filters (the reference is core/search/field-predicates.ts),
 * compiled like the others: decided once per distinct value into flags,
 * then one lookup per row; the NPI is one dictionary lookup and the
 * graduation year two comparisons on its numeric column.
 */
export const fieldFilters = (t: ColumnTable, q: SearchFilters): FieldFilter[] => {
  const { dicts, lists } = t.fields;
  const out: FieldFilter[] = [];
  const listFilter = (field: FieldList, test: (lower: string) => boolean) => {
    const flags = dicts[field].flags(test);
    const list = lists[field];
    out.push({ test: (r) => list.any(r, flags), sources: [{ field, flags }], exact: true });
  };

  if (q.npi) {
    const code = dicts.npi.find(q.npi);
    const flags = new Uint8Array(dicts.npi.values.length);
    if (code !== undefined) flags[code] = 1;
    const col = t.fields.npi.data;
    out.push({ test: (r) => col[r] === code, sources: [{ field: 'npi', flags }], exact: true });
  }
  if (q.licenseState?.length) {
    const terms = licenseStateTerms(q.licenseState);
    listFilter('licenseStates', (lower) => terms.includes(lower));
  }
  if (q.boardCertification?.length) {
    const needles = q.boardCertification.map(fold);
    listFilter('boardCertifications', (lower) => needles.some((n) => lower.includes(n)));
  }
  if (q.language?.length) {
    const languages = q.language.map(fold);
    listFilter('languages', (lower) => languages.includes(lower));
  }
  const { graduationYearFrom: from, graduationYearTo: to } = q;
  if (from !== undefined || to !== undefined) {
    // Codes are years from GRADUATION_YEAR_MIN; a profile without a year holds -1, below any bound.
    const codes = t.fields.yearCodes;
    const lo = Math.max(0, (from ?? GRADUATION_YEAR_MIN) - GRADUATION_YEAR_MIN);
    const hi = to === undefined ? codes - 1 : to - GRADUATION_YEAR_MIN;
    const flags = new Uint8Array(codes);
    for (let c = lo; c <= Math.min(hi, codes - 1); c++) flags[c] = 1;
    const col = t.fields.graduationYear.data;
    out.push({ test: (r) => (col[r] as number) >= lo && (col[r] as number) <= hi, sources: [{ field: 'graduationYear', flags }], exact: true });
  }
  return out;
};
