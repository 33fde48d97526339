import type { PhysicianSummary } from '../../../core/schemas/physician';
import { GrowableInt32 } from './growable';

/** Documents per chunk: few enough that a chunk stays small, many enough that the GC sees a thousand times fewer objects. */
const CHUNK = 1024;

const encoder = new TextEncoder();

/**
 * Each row's document as UTF-8 JSON, parsed only for the rows a page shows.
 * The JSON of 1,024 consecutive rows shares one byte array (issue 23 item
 * 11). Bytes, not strings: each document's JSON string dies young, where the
 * GC frees it for nothing, while a string kept until its chunk was joined
 * lived long enough to be promoted, and at 1M profiles that garbage in the
 * old space made the build's full collections (each marking the whole heap)
 * the part of the build that grew faster than the data; the join copied every
 * document a second time. A removed row keeps its bytes, as the table keeps
 * its other columns (rows are append-only).
 */
export class DocStore {
  // Buffers, not plain byte arrays: a Buffer decodes a range in place (toString), where a TextDecoder needs a view
  // made first, and is faster on documents of about a kilobyte (the page's and the NPI lookup's cost, issue 23).
  private readonly chunks: Buffer[] = [];
  /** The bytes of the chunk being filled, reused from one chunk to the next. */
  private pending = Buffer.allocUnsafe(1 << 20);
  private pendingLength = 0;
  /** Where each row's bytes start in its chunk; a row's chunk is row / CHUNK. */
  private readonly start = new GrowableInt32();
  private readonly length = new GrowableInt32();

  push(doc: PhysicianSummary): void {
    const json = JSON.stringify(doc);
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    if (this.pendingLength + json.length * 3 > this.pending.length) this.grow(this.pendingLength + json.length * 3);
    const { written } = encoder.encodeInto(json, this.pending.subarray(this.pendingLength));
    this.start.push(this.pendingLength);
    this.length.push(written);
    this.pendingLength += written;
    if (this.start.length % CHUNK === 0) this.seal();
  }

  get(row: number): PhysicianSummary {
    const chunk = Math.floor(row / CHUNK);
    const [from, n] = [this.start.data[row] as number, this.length.data[row] as number];
    const bytes = chunk < this.chunks.length ? (this.chunks[chunk] as Buffer) : this.pending;
    return JSON.parse(bytes.toString('utf8', from, from + n)) as PhysicianSummary;
  }

  private grow(needed: number): void {
    let size = this.pending.length * 2;
    while (size < needed) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.pending.copy(next, 0, 0, this.pendingLength);
    this.pending = next;
  }

  private seal(): void {
    // A copy (Buffer.from), not a view: the pending bytes are reused for the next chunk.
    this.chunks.push(Buffer.from(this.pending.subarray(0, this.pendingLength)));
    this.pendingLength = 0;
  }
}
