import type { PhysicianSummary } from '../../../core/schemas/physician';
import type { PublicIntent } from '../../../core/schemas/intent';
import { epochMillis } from '../../../core/search/internal-filters';
import { Dictionary } from './dictionary';
import { DocStore } from './doc-store';
import { GrowableFloat64, GrowableInt32 } from './growable';
import { type Inverted, invert } from './inverted';
import { type FieldColumn, FieldColumns, isFieldColumn } from './field-columns';
import { GeoGrid } from './geo-grid';
import { NpiIndex } from './npi-index';
import { ListColumn } from './list-column';

export const singleFields = ['firstName', 'lastName', 'title', 'specialty', 'organization', 'organizationSize', 'organizationRevenue', 'organizationIndustry', 'city', 'state'] as const;
export type SingleField = (typeof singleFields)[number];

/**
 * The column store. Rows are append-only; an update tombstones the old row
 * and appends a new one, so codes never move under a running query. Each
 * row also keeps its document as JSON (doc-store.ts), parsed only for the 25 rows a page shows.
 */
export class ColumnTable {
  readonly dicts = Object.fromEntries(singleFields.map((f) => [f, new Dictionary()])) as Record<SingleField, Dictionary>;
  readonly cols = Object.fromEntries(singleFields.map((f) => [f, new GrowableInt32()])) as Record<SingleField, GrowableInt32>;
  readonly skillDict = new Dictionary();
  readonly skills = new ListColumn();
  readonly degreeDict = new Dictionary();
  readonly degrees = new ListColumn();
  readonly schoolDict = new Dictionary();
  readonly schools = new ListColumn();
  /** NPI, licenses, boards, languages, graduation year (issue 16). */
  readonly fields = new FieldColumns();
  /** Degrees, NaN without coordinates (issue 16): the distance filter's box test reads them without parsing a document. */
  readonly lat = new GrowableFloat64();
  readonly lon = new GrowableFloat64();
  /** Rows by coordinates cell: the distance filter's driver. */
  readonly grid = new GeoGrid();
  /** Rows by NPI: an NPI lookup reads its row, not a flag per distinct NPI. */
  readonly npis = new NpiIndex();
  readonly ids: string[] = [];
  readonly docs = new DocStore();
  /** publishedAt as epoch milliseconds (NaN when absent): a numeric column for the alerts' publication window. */
  readonly published = new GrowableFloat64();
  /** Opted-in intent by live row (issue 25): few rows, read by intent-filter.ts without parsing documents. */
  readonly intents = new Map<number, PublicIntent>();
  alive = new Uint8Array(1024);
  readonly rowOf = new Map<string, number>();
  /** Live rows per specialty code, for facet counts without a scan. */
  readonly specialtyCounts = new GrowableInt32();
  liveCount = 0;
  /** Bumped on every change; orderings cache against it. */
  version = 0;

  get rows(): number {
    return this.ids.length;
  }

  upsert(doc: PhysicianSummary): void {
    this.remove(doc.id);
    const row = this.ids.length;
    for (const f of singleFields) this.cols[f].push(this.dicts[f].code(doc[f]));
    this.skills.push(doc.skills.map((s) => this.skillDict.code(s)));
    this.degrees.push(doc.education.map((e) => this.degreeDict.code(e.degree)));
    this.schools.push(doc.education.map((e) => this.schoolDict.code(e.schoolName)));
    this.fields.push(doc);
    this.lat.push(doc.latitude ?? Number.NaN);
    this.lon.push(doc.longitude ?? Number.NaN);
    this.ids.push(doc.id);
    this.docs.push(doc);
    this.published.push(epochMillis(doc.publishedAt));
    if (row >= this.alive.length) {
      const next = new Uint8Array(this.alive.length * 2);
      next.set(this.alive);
      this.alive = next;
    }
    this.alive[row] = 1;
    if (doc.npi) this.npis.add(doc.npi, row, this.alive);
    this.grid.add(row, this.lat.data[row] as number, this.lon.data[row] as number);
    this.rowOf.set(doc.id, row);
    if (doc.intent) this.intents.set(row, doc.intent);
    const s = this.cols.specialty.data[row] as number;
    while (this.specialtyCounts.length <= s) this.specialtyCounts.push(0);
    this.specialtyCounts.data[s] = (this.specialtyCounts.data[s] as number) + 1;
    this.liveCount++;
    this.version++;
  }

  remove(id: string): void {
    const row = this.rowOf.get(id);
    if (row === undefined) return;
    this.alive[row] = 0;
    this.rowOf.delete(id);
    this.intents.delete(row);
    const s = this.cols.specialty.data[row] as number;
    this.specialtyCounts.data[s] = (this.specialtyCounts.data[s] as number) - 1;
    this.liveCount--;
    this.version++;
  }

  private invertedCache = new Map<string, { version: number; inv: Inverted }>();

  /** Rows by code for a single-valued field, the skills list or an issue 16 column, rebuilt after a change. */
  inverted(field: SingleField | 'skills' | FieldColumn): Inverted {
    const hit = this.invertedCache.get(field);
    if (hit && hit.version === this.version) return hit.inv;
    const n = this.rows;
    const alive = this.alive;
    let inv: Inverted;
    if (isFieldColumn(field)) {
      inv = this.fields.invert(field, n, alive);
    } else if (field === 'skills') {
      const { start, end, codes } = this.skills;
      inv = invert((visit) => {
        for (let r = 0; r < n; r++) if (alive[r]) for (let k = start.data[r] as number; k < (end.data[r] as number); k++) visit(r, codes.data[k] as number);
      }, this.skillDict.values.length, n);
    } else {
      const col = this.cols[field].data;
      inv = invert((visit) => {
        for (let r = 0; r < n; r++) if (alive[r]) visit(r, col[r] as number);
      }, this.dicts[field].values.length, n);
    }
    this.invertedCache.set(field, { version: this.version, inv });
    return inv;
  }

  doc(row: number): PhysicianSummary {
    return this.docs.get(row);
  }
}
