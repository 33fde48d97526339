import { GRADUATION_YEAR_MIN, type PhysicianSummary } from '../../../core/schemas/physician';
import { Dictionary } from './dictionary';
import { GrowableInt32 } from './growable';
import { type Inverted, invert } from './inverted';
import { ListColumn } from './list-column';

/** Issue 16's multi-valued physician fields, each dictionary-coded like skills. */
// taxonomyCodes: NUCC codes, read by the specialty filter (specialty-filter.ts).
export const fieldLists = ['licenseStates', 'boardCertifications', 'languages', 'taxonomyCodes'] as const;
export type FieldList = (typeof fieldLists)[number];
/** The columns of this file that have inverted lists. */
export type FieldColumn = FieldList | 'graduationYear';
export const isFieldColumn = (field: string): field is FieldColumn => field === 'graduationYear' || (fieldLists as readonly string[]).includes(field);

/** No graduation year: code 0, never flagged (a code, not -1, so a flag lookup stays in bounds). */
const NONE = 0;

/**
 * The columns of the NPI, license, board, language and graduation-year
 * filters (issue 16), kept beside the table's own. The graduation year is a
 * numeric column whose code is 1 + the year's offset from GRADUATION_YEAR_MIN,
 * so a range is two comparisons per row and, when selective, the inverted
 * lists of the years in it. NPIs are in the table's NpiIndex (npi-index.ts).
 */
export class FieldColumns {
  readonly dicts = Object.fromEntries(fieldLists.map((f) => [f, new Dictionary()])) as Record<FieldList, Dictionary>;
  readonly lists = Object.fromEntries(fieldLists.map((f) => [f, new ListColumn()])) as Record<FieldList, ListColumn>;
  readonly graduationYear = new GrowableInt32();
  /** Codes of the year column: none, then one per year seen from GRADUATION_YEAR_MIN. */
  yearCodes = 1;

  push(doc: PhysicianSummary): void {
    for (const f of fieldLists) this.lists[f].push(doc[f].map((v) => this.dicts[f].code(v)));
    const year = doc.graduationYear === undefined ? NONE : doc.graduationYear - GRADUATION_YEAR_MIN + 1;
    this.graduationYear.push(year);
    if (year >= this.yearCodes) this.yearCodes = year + 1;
  }

  /** Rows by code of one column over the live rows. */
  invert(field: FieldColumn, rows: number, alive: Uint8Array): Inverted {
    if (field === 'graduationYear') {
      const col = this.graduationYear.data;
      const codes = this.yearCodes;
      return invert((visit) => {
        for (let r = 0; r < rows; r++) if (alive[r] && (col[r] as number) !== NONE) visit(r, col[r] as number);
      }, codes, rows);
    }
    const { start, end, codes } = this.lists[field];
    return invert((visit) => {
      for (let r = 0; r < rows; r++) if (alive[r]) for (let k = start.data[r] as number; k < (end.data[r] as number); k++) visit(r, codes.data[k] as number);
    }, this.dicts[field].values.length, rows);
  }
}
