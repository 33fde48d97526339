import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

/**
 * The rejected rows with their reasons, as CSV for whoever fixes the vendor
 * file. Opened on the first rejection, so a clean import leaves no file.
 * Spreadsheets run cells that start with = + - @ (or a tab or CR) as
 * formulas; such cells get a leading apostrophe so opening the report cannot
 * execute what a vendor row carried (OWASP CSV injection).
 */
export const guardCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export interface RejectedRow {
  /** The file line the record ends on (1 is the header). */
  readonly line: number;
  readonly reasons: readonly string[];
  readonly cells: readonly string[];
}

export interface RejectReport {
  add(row: RejectedRow): Promise<void>;
  /** Flushes and closes; resolves to the number of rows written. */
  close(): Promise<number>;
}

export const rejectReport = (path: string, header: readonly string[]): RejectReport => {
  let csv: ReturnType<typeof stringify> | undefined;
  let done: Promise<void> | undefined;
  let count = 0;
  const open = () => {
    csv = stringify({ header: true, columns: ['line', 'reasons', ...header].map(guardCell) });
    const out = createWriteStream(path);
    csv.pipe(out);
    done = finished(out);
    return csv;
  };
  return {
    async add({ line, reasons, cells }) {
      const stream = csv ?? open();
      count++;
      // Respect backpressure so a file of mostly bad rows does not pile up in memory.
      if (!stream.write([String(line), reasons.join('; '), ...header.map((_, i) => cells[i] ?? '')].map(guardCell))) {
        await new Promise((r) => stream.once('drain', r));
      }
    },
    async close() {
      csv?.end();
      await done;
      return count;
    },
  };
};
