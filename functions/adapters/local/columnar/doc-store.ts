import type { PhysicianSummary } from '../../../core/schemas/physician';
import { GrowableInt32 } from './growable';

/** Documents per chunk: few enough that a chunk stays small, many enough that the GC sees a thousand times fewer strings. */
const CHUNK = 1024;

/**
 * Each row's document as JSON, parsed only for the rows a page shows. The
 * JSON of 1,024 consecutive rows is joined into one string (issue 23 item
 * 11): a million small strings were a million objects for every major GC
 * of a build to visit and move. A removed row keeps its text, as the table
 * keeps its other columns (rows are append-only).
 */
export class DocStore {
  private readonly chunks: string[] = [];
  private pending: string[] = [];
  private pendingLength = 0;
  /** Where each row's JSON starts in its chunk; a row's chunk is row / CHUNK. */
  private readonly start = new GrowableInt32();
  private readonly length = new GrowableInt32();

  push(doc: PhysicianSummary): void {
    const json = JSON.stringify(doc);
    this.start.push(this.pendingLength);
    this.length.push(json.length);
    this.pending.push(json);
    this.pendingLength += json.length;
    if (this.pending.length === CHUNK) this.seal();
  }

  get(row: number): PhysicianSummary {
    const chunk = Math.floor(row / CHUNK);
    const [from, n] = [this.start.data[row] as number, this.length.data[row] as number];
    const text = chunk < this.chunks.length ? (this.chunks[chunk] as string).slice(from, from + n) : this.pendingText(row - chunk * CHUNK);
    return JSON.parse(text) as PhysicianSummary;
  }

  private pendingText(i: number): string {
    return this.pending[i] as string;
  }

  private seal(): void {
    this.chunks.push(this.pending.join(''));
    this.pending = [];
    this.pendingLength = 0;
  }
}
