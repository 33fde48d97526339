import { GrowableInt32 } from './growable';

/** A multi-valued column in CSR form: row r owns codes[start[r] .. end[r]). */
export class ListColumn {
  readonly start = new GrowableInt32();
  readonly end = new GrowableInt32();
  readonly codes = new GrowableInt32();

  push(codes: number[]): void {
    this.start.push(this.codes.length);
    for (const c of codes) this.codes.push(c);
    this.end.push(this.codes.length);
  }

  /** Whether any code of the row is flagged. */
  any(row: number, flags: Uint8Array): boolean {
    const codes = this.codes.data;
    for (let i = this.start.data[row] as number, e = this.end.data[row] as number; i < e; i++) if (flags[codes[i] as number]) return true;
    return false;
  }
}
