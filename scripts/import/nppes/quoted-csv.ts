import { isUtf8 } from 'node:buffer';

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A decoded cell longer than this rejects its record: no registry field comes near it (names are at most 70). */
export const MAX_CELL_CHARS = 500;
/** A record longer than this is no NPPES row (they are ~1-4 KB): it is cut at the next line and rejected, so memory stays bounded. */
export const MAX_RECORD_BYTES = 1 << 20;

/** Why a record cannot be used as read; the importer rejects it into its report and reads on. */
export type CsvProblem =
  | { readonly kind: 'not-utf8' }
  | { readonly kind: 'malformed'; readonly detail: string }
  | { readonly kind: 'too-long'; readonly column: number; readonly max: number }
  | { readonly kind: 'oversized'; readonly max: number };

export interface CsvRecord {
  /** The decoded cells; cells the reader was told to skip are ''. */
  readonly cells: string[];
  /** How many fields the record has, skipped ones included, for the check against the header's. */
  readonly columns: number;
  /** The file line the record ends on (1 is the header), for the reject report. */
  readonly line: number;
  readonly problem: CsvProblem | undefined;
}

export interface CsvLimits {
  readonly maxCellChars?: number;
  readonly maxRecordBytes?: number;
}

const linesIn = (buf: Buffer, start: number, end: number): number => {
  let n = 0;
  for (let k = buf.indexOf(LF, start); k >= 0 && k < end; k = buf.indexOf(LF, k + 1)) n++;
  return n;
};

/**
 * A streaming RFC 4180 reader over Buffers, made for the NPPES file: 330
 * columns, every one quoted, nearly all empty, ~8M rows. csv-parse decodes
 * every cell and runs at a fraction of the rate this file needs, so this one
 * finds field ends with Buffer.indexOf (native) and decodes only the columns
 * the importer reads (`want`). Quoted cells may hold commas, doubled quotes
 * and line breaks; a record cut by a chunk boundary is parsed again with the
 * next chunk, so memory stays one chunk plus one record whatever the file size.
 *
 * A bad record never stops the file: it comes out with its `problem` (bytes
 * that are not UTF-8, a cell over the cap, text after a closing quote, a
 * record that never ends) and the reader goes on at the next line. A UTF-8
 * BOM opening the file is dropped.
 */
export class QuotedCsvReader {
  private carry: Buffer | undefined;
  private line = 0;
  private want: Uint8Array | undefined;
  private bomChecked = false;
  /** Where the bytes of the buffer being parsed are known to be UTF-8 up to: one native check per chunk, not per record. */
  private utf8Until = 0;
  /** The problem of the record being parsed; it is cleared as each record begins. */
  private pending: CsvProblem | undefined;
  /** Dropping an oversized record's bytes until its line ends (and how many line breaks it held). */
  private skipping: { lines: number } | undefined;
  private readonly maxCell: number;
  private readonly maxRecord: number;

  constructor(limits: CsvLimits = {}) {
    this.maxCell = limits.maxCellChars ?? MAX_CELL_CHARS;
    this.maxRecord = limits.maxRecordBytes ?? MAX_RECORD_BYTES;
  }

  /** Decode only these columns from now on (after the header has been read whole). */
  only(columns: readonly number[]): void {
    const mask = new Uint8Array(Math.max(0, ...columns) + 1);
    for (const c of columns) mask[c] = 1;
    this.want = mask;
  }

  /** The records completed by this chunk; the unfinished tail waits for the next one. */
  push(chunk: Buffer): CsvRecord[] {
    const out: CsvRecord[] = [];
    let input = chunk;
    if (this.skipping) {
      const lf = input.indexOf(LF);
      if (lf < 0) return out;
      this.endSkip(out);
      input = input.subarray(lf + 1);
    }
    let buf = this.carry?.length ? Buffer.concat([this.carry, input]) : input;
    if (!this.bomChecked) {
      // Too few bytes yet to tell a BOM from text.
      if (buf.length < BOM.length && BOM.subarray(0, buf.length).equals(buf)) {
        this.carry = Buffer.from(buf);
        return out;
      }
      this.bomChecked = true;
      if (buf.subarray(0, BOM.length).equals(BOM)) buf = buf.subarray(BOM.length);
    }
    // A line break is never inside a multi-byte character, so the prefix up to the last one checks whole records.
    const lastLf = buf.lastIndexOf(LF);
    this.utf8Until = lastLf >= 0 && isUtf8(buf.subarray(0, lastLf + 1)) ? lastLf + 1 : 0;
    let pos = 0;
    for (;;) {
      const end = this.record(buf, pos, false, out);
      if (end >= 0) pos = end;
      else if (buf.length - pos <= this.maxRecord) break;
      else if ((pos = this.cutOversized(buf, pos, out)) < 0) pos = buf.length;
      if (pos >= buf.length) break;
    }
    // A copy, so the carried tail does not pin the whole chunk it came from.
    this.carry = pos < buf.length ? Buffer.from(buf.subarray(pos)) : undefined;
    return out;
  }

  /** The last records, when the file does not end with a line break. */
  end(): CsvRecord[] {
    const out: CsvRecord[] = [];
    if (this.skipping) this.endSkip(out);
    const buf = this.carry;
    this.carry = undefined;
    this.utf8Until = 0;
    for (let pos = 0; buf && pos < buf.length; ) pos = this.record(buf, pos, true, out);
    return out;
  }

  /** Parses one record from `pos`; returns where the next begins, or -1 when the buffer ends first (and `eof` is false). */
  private record(buf: Buffer, pos: number, eof: boolean, out: CsvRecord[]): number {
    const len = buf.length;
    if (pos >= len) return -1;
    this.pending = undefined;
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
          if (j < 0 || (j + 1 >= len && !eof)) return eof ? this.unterminated(buf, pos, cells, out) : -1;
          if (buf[j + 1] !== QUOTE) break;
          doubled = true;
          j += 2;
        }
        if (keep) {
          const raw = buf.toString('utf8', i + 1, j);
          this.keep(cells, doubled ? raw.replaceAll('""', '"') : raw);
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
        if (keep) this.keep(cells, buf.toString('utf8', i, j));
        else cells.push('');
        i = j;
      }
      if (i >= len) {
        if (!eof) return -1;
        return this.done(buf, pos, len, cells, out, len, cells.length);
      }
      const c = buf[i];
      if (c === COMMA) {
        i++;
        if (i >= len && !eof) return -1;
        continue;
      }
      if (c === CR) {
        if (i + 1 >= len && !eof) return -1;
        return this.done(buf, pos, i, cells, out, buf[i + 1] === LF ? i + 2 : i + 1, cells.length);
      }
      if (c === LF) return this.done(buf, pos, i, cells, out, i + 1, cells.length);
      return this.resync(buf, pos, i, eof, cells, out);
    }
  }

  private keep(cells: string[], text: string): void {
    if (text.length > this.maxCell) this.pending ??= { kind: 'too-long', column: cells.length, max: this.maxCell };
    cells.push(text);
  }

  /** Past the last wanted column: find the record's end (a line break outside quotes), counting fields without splitting them. */
  private skipRest(buf: Buffer, pos: number, from: number, eof: boolean, cells: string[], out: CsvRecord[]): number {
    const len = buf.length;
    let quoted = false;
    let commas = 0;
    for (let i = from; i < len; i++) {
      const c = buf[i];
      if (c === QUOTE) quoted = !quoted;
      else if (quoted) continue;
      else if (c === COMMA) commas++;
      else if (c === LF) return this.done(buf, pos, buf[i - 1] === CR ? i - 1 : i, cells, out, i + 1, cells.length + commas + 1);
    }
    if (!eof) return -1;
    if (quoted) return this.unterminated(buf, pos, cells, out);
    return this.done(buf, pos, len, cells, out, len, cells.length + commas + 1);
  }

  /** Text after a closing quote: the record is rejected and reading resumes at the next line break. */
  private resync(buf: Buffer, pos: number, from: number, eof: boolean, cells: string[], out: CsvRecord[]): number {
    const lf = buf.indexOf(LF, from);
    if (lf < 0 && !eof) return -1;
    this.pending = { kind: 'malformed', detail: 'text after a closing quote' };
    const end = lf < 0 ? buf.length : lf;
    return this.done(buf, pos, end, cells, out, lf < 0 ? buf.length : lf + 1, cells.length);
  }

  private unterminated(buf: Buffer, pos: number, cells: string[], out: CsvRecord[]): number {
    this.pending = { kind: 'malformed', detail: 'the file ends inside a quoted field' };
    // The file's last line break ends no record here, so the line reported is the file's last.
    const end = buf.length - (buf[buf.length - 1] === LF ? (buf[buf.length - 2] === CR ? 2 : 1) : 0);
    return this.done(buf, pos, Math.max(end, pos), cells, out, buf.length, cells.length);
  }

  /** A record still open after maxRecord bytes: rejected up to the first line break past the cap (or, lacking one yet, dropped until it comes). */
  private cutOversized(buf: Buffer, pos: number, out: CsvRecord[]): number {
    const lf = buf.indexOf(LF, pos + this.maxRecord);
    if (lf < 0) {
      this.skipping = { lines: linesIn(buf, pos, buf.length) };
      return -1;
    }
    this.pending = { kind: 'oversized', max: this.maxRecord };
    return this.done(buf, pos, lf, [], out, lf + 1, 0);
  }

  private endSkip(out: CsvRecord[]): void {
    this.line += (this.skipping?.lines ?? 0) + 1;
    this.skipping = undefined;
    out.push({ cells: [], columns: 0, line: this.line, problem: { kind: 'oversized', max: this.maxRecord } });
  }

  private done(buf: Buffer, start: number, end: number, cells: string[], out: CsvRecord[], next: number, columns: number): number {
    // Line breaks inside quoted cells count, so the reported line is the one an editor shows.
    this.line += linesIn(buf, start, end) + 1;
    if (!(cells.length === 1 && cells[0] === '' && end === start)) {
      let problem = this.pending;
      const unread = problem?.kind === 'malformed' || problem?.kind === 'oversized';
      // Within one chunk a long record can complete before the cap cuts it: the same rejection, whatever the chunking.
      if (!unread && end - start > this.maxRecord) problem = { kind: 'oversized', max: this.maxRecord };
      else if (!unread && end > this.utf8Until && !isUtf8(buf.subarray(start, end))) problem = { kind: 'not-utf8' };
      out.push({ cells, columns, line: this.line, problem });
    }
    this.pending = undefined;
    return next;
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
