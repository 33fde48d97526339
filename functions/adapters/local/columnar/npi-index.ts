/**
 * NPI → rows, kept as profiles arrive, so an NPI lookup reads the one or two
 * rows that ever held it instead of a flag per distinct NPI (issue 23 item
 * 11). A single row is stored bare: at 1M profiles an array each would cost
 * tens of MB. Rows removed since stay listed until the next add prunes them;
 * a lookup skips them by `alive`.
 */
export class NpiIndex {
  private readonly rows = new Map<string, number | number[]>();

  add(npi: string, row: number, alive: Uint8Array): void {
    const held = this.rows.get(npi);
    if (held === undefined) {
      this.rows.set(npi, row);
      return;
    }
    const live = (typeof held === 'number' ? [held] : held).filter((r) => alive[r]);
    this.rows.set(npi, live.length ? [...live, row] : row);
  }

  /** The live rows holding the NPI exactly as stored. */
  lookup(npi: string, alive: Uint8Array): number[] {
    const held = this.rows.get(npi);
    if (held === undefined) return [];
    return (typeof held === 'number' ? [held] : held).filter((r) => alive[r]);
  }
}
