import type { SearchFilters } from '../../../core/ports';
import { GRADUATION_YEAR_MIN } from '../../../core/schemas/physician';
import { licenseStateTerms } from '../../../core/search/field-predicates';
import { fold } from '../../../core/search/fold';
import type { FieldList } from './field-columns';
import { type Filter, listedRows } from './filter';
import { anyOf } from './sources';
import type { ColumnTable } from './table';

/**
 * Issue 16's filters (the reference is core/search/field-predicates.ts),
 * compiled like the others: decided once per distinct value into flags
 * over a coded column; the NPI is a lookup in the table's NPI map and the
 * graduation year a range of codes on its numeric column.
 */
export const fieldFilters = (t: ColumnTable, q: SearchFilters): Filter[] => {
  const { dicts } = t.fields;
  const out: Filter[] = [];
  const listFilter = (field: FieldList, test: (lower: string) => boolean) => out.push(anyOf(t, [{ field, flags: dicts[field].flags(test) }]));

  if (q.npi) out.push(npiFilter(t, q.npi));
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
    // Codes are 1 + years from GRADUATION_YEAR_MIN; a profile without a year holds 0, below any bound.
    const codes = t.fields.yearCodes;
    const lo = Math.max(1, (from ?? GRADUATION_YEAR_MIN) - GRADUATION_YEAR_MIN + 1);
    const hi = to === undefined ? codes - 1 : to - GRADUATION_YEAR_MIN + 1;
    const flags = new Uint8Array(codes);
    for (let c = lo; c <= Math.min(hi, codes - 1); c++) flags[c] = 1;
    out.push(anyOf(t, [{ field: 'graduationYear', flags }]));
  }
  return out;
};

/** The rows holding the NPI exactly, from the NPI map: the cost of one lookup, whatever the table's size. */
const npiFilter = (t: ColumnTable, npi: string): Filter => {
  const rows = t.npis.lookup(npi, t.alive);
  return listedRows(rows, (r) => rows.includes(r));
};
