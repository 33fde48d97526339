const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

export interface CsvRecord {
  /** The decoded cells; cells the reader was told to skip are ''. */
  readonly cells: string[];
  /** The file line the record ends on (1 is the header), for the reject report. */
  readonly line: number;
}

export class CsvFormatError extends Error {}

/**
 * A streaming RFC 4180 reader over Buffers, made for the NPPES file: 330
 * columns, every one quoted, nearly all empty, ~8M rows. csv-parse decodes
 * every cell and runs at a fraction of the rate this file needs, so this one
 * finds field ends with Buffer.indexOf (native) and decodes only the columns
 * the importer reads (`want`). Quoted cells may hold commas, doubled quotes
 * and line breaks; a record cut by a chunk boundary is parsed again with the
 * next chunk, so memory stays one chunk plus one record whatever the file size.
 */
export class QuotedCsvReader {
  private carry: Buffer | undefined;
  private line = 0;
  private want: Uint8Array | undefined;

  /** Decode only these columns from now on (after the header has been read whole). */
  only(columns: readonly number[]): void {
    const mask = new Uint8Array(Math.max(0, ...columns) + 1);
    for (const c of columns) mask[c] = 1;
    this.want = mask;
  }

  /** The records completed by this chunk; the unfinished tail waits for the next one. */
  push(chunk: Buffer): CsvRecord[] {
    const buf = this.carry?.length ? Buffer.concat([this.carry, chunk]) : chunk;
    const out: CsvRecord[] = [];
    let pos = 0;
    for (;;) {
      const end = this.record(buf, pos, false, out);
      if (end < 0) break;
      pos = end;
    }
    // A copy, so the carried tail does not pin the whole chunk it came from.
    this.carry = pos < buf.length ? Buffer.from(buf.subarray(pos)) : undefined;
    return out;
  }

  /** The last record, when the file does not end with a line break. */
  end(): CsvRecord[] {
    const out: CsvRecord[] = [];
    const buf = this.carry;
    this.carry = undefined;
    if (buf?.length && this.record(buf, 0, true, out) < 0) throw new CsvFormatError(`Line ${this.line + 1}: the file ends inside a quoted field`);
    return out;
  }

  /** Parses one record from `pos`; returns where the next begins, or -1 when the buffer ends first (and `eof` is false). */
  private record(buf: Buffer, pos: number, eof: boolean, out: CsvRecord[]): number {
    const len = buf.length;
    if (pos >= len) return -1;
    const cells: string[] = [];
    const want = this.want;
    let i = pos;
    for (;;) {
      const col = cells.length;
      if (want && col >= want.length) return this.skipRest(buf, pos, i, eof, cells, out);
      const keep = !want || want[col] === 1;
      // Most cells of the file are "": no search, no decoding.
      if (buf[i] === QUOTE && buf[i + 1] === QUOTE && i + 2 < len && buf[i + 2] !== QUOTE) {
        cells.push('');
        i += 2;
      } else if (buf[i] === QUOTE) {
        let j = i + 1;
        let doubled = false;
        for (;;) {
          j = buf.indexOf(QUOTE, j);
          if (j < 0 || (j + 1 >= len && !eof)) return eof ? this.fail() : -1;
          if (buf[j + 1] !== QUOTE) break;
          doubled = true;
          j += 2;
        }
        if (keep) {
          const raw = buf.toString('utf8', i + 1, j);
          cells.push(doubled ? raw.replaceAll('""', '"') : raw);
        } else cells.push('');
        i = j + 1;
      } else {
        let j = i;
        while (j < len) {
          const c = buf[j];
          if (c === COMMA || c === LF || c === CR) break;
          j++;
        }
        if (j >= len && !eof) return -1;
        cells.push(keep ? buf.toString('utf8', i, j) : '');
        i = j;
      }
      if (i >= len) {
        if (!eof) return -1;
        return this.done(buf, pos, len, cells, out, len);
      }
      const c = buf[i];
      if (c === COMMA) {
        i++;
        if (i >= len && !eof) return -1;
        continue;
      }
      if (c === CR) {
        if (i + 1 >= len && !eof) return -1;
        return this.done(buf, pos, i, cells, out, buf[i + 1] === LF ? i + 2 : i + 1);
      }
      if (c === LF) return this.done(buf, pos, i, cells, out, i + 1);
      throw new CsvFormatError(`Line ${this.line + 1}: unexpected text after a closing quote`);
    }
  }

  /** Past the last wanted column: find the record's end (a line break outside quotes) without splitting cells. */
  private skipRest(buf: Buffer, pos: number, from: number, eof: boolean, cells: string[], out: CsvRecord[]): number {
    const len = buf.length;
    let quoted = false;
    for (let i = from; i < len; i++) {
      const c = buf[i];
      if (c === QUOTE) quoted = !quoted;
      else if (!quoted && c === LF) return this.done(buf, pos, buf[i - 1] === CR ? i - 1 : i, cells, out, i + 1);
    }
    if (!eof) return -1;
    if (quoted) this.fail();
    return this.done(buf, pos, len, cells, out, len);
  }

  private done(buf: Buffer, start: number, end: number, cells: string[], out: CsvRecord[], next: number): number {
    // Line breaks inside quoted cells count, so the reported line is the one an editor shows.
    let lines = 1;
    for (let k = buf.indexOf(LF, start); k >= 0 && k < end; k = buf.indexOf(LF, k + 1)) lines++;
    this.line += lines;
    if (!(cells.length === 1 && cells[0] === '' && end === start)) out.push({ cells, line: this.line });
    return next;
  }

  private fail(): never {
    throw new CsvFormatError(`Line ${this.line + 1}: the file ends inside a quoted field`);
  }
}

/** Every record of a stream, a chunk's worth at a time (one await per chunk, not per row). */
export async function* readQuotedCsv(input: AsyncIterable<Buffer | string>, reader = new QuotedCsvReader()): AsyncGenerator<CsvRecord[]> {
  for await (const chunk of input) {
    const records = reader.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    if (records.length) yield records;
  }
  const last = reader.end();
  if (last.length) yield last;
}
