import type { FieldColumn } from './field-columns';
import { compact, type Filter } from './filter';
import { sizeOf } from './inverted';
import type { ListColumn } from './list-column';
import { orSources, type Source, sourceCosts } from './source-bits';
import type { ColumnTable, SingleField } from './table';

type Column = { list: null; data: Int32Array } | { list: ListColumn; data: null };

const columnOf = (t: ColumnTable, field: Source['field']): Column => {
  if (field === 'skills') return { list: t.skills, data: null };
  if (field === 'graduationYear') return { list: null, data: t.fields.graduationYear.data };
  if (field in t.cols) return { list: null, data: t.cols[field as SingleField].data };
  return { list: t.fields.lists[field as Exclude<FieldColumn, 'graduationYear'>], data: null };
};

/** Sets mark[r] for every row whose column passes; rows past the table, dead or not, are the caller's to sort out. */
const scan = (t: ColumnTable, src: Source, mark: Uint8Array): void => {
  const n = t.rows;
  const flags = src.flags;
  const col = columnOf(t, src.field);
  if (col.data) {
    const data = col.data;
    for (let r = 0; r < n; r++) if (flags[data[r] as number]) mark[r] = 1;
    return;
  }
  const [start, end, codes] = [col.list.start.data, col.list.end.data, col.list.codes.data];
  for (let r = 0; r < n; r++) {
    for (let k = start[r] as number, e = end[r] as number; k < e; k++) {
      if (flags[codes[k] as number]) {
        mark[r] = 1;
        break;
      }
    }
  }
};

/** Sets pass[i] for every rows[i] whose column passes. */
const test = (t: ColumnTable, src: Source, rows: Int32Array, n: number, pass: Uint8Array): void => {
  const flags = src.flags;
  const col = columnOf(t, src.field);
  if (col.data) {
    const data = col.data;
    for (let i = 0; i < n; i++) if (flags[data[rows[i] as number] as number]) pass[i] = 1;
    return;
  }
  const [start, end, codes] = [col.list.start.data, col.list.end.data, col.list.codes.data];
  for (let i = 0; i < n; i++) {
    if (pass[i]) continue; // another source passed it: skip walking its list
    const r = rows[i] as number;
    for (let k = start[r] as number, e = end[r] as number; k < e; k++) {
      if (flags[codes[k] as number]) {
        pass[i] = 1;
        break;
      }
    }
  }
};

/**
 * The rows of any flagged code of any source, each once. One single-valued
 * column reads its lists straight out. Otherwise a source whose lists hold
 * over half the entries of its column is read by scanning the column
 * (sequential reads beat that many random marks), and then one pass in row order collects
 * every marked row; else only the lists are read, marking to skip a row
 * seen twice, and only those marks are cleared.
 */
const drive = (t: ColumnTable, sources: Source[], out: Int32Array, mark: Uint8Array): number => {
  const n = t.rows;
  // One single-valued column holds each row under one code: no duplicates to skip.
  const unique = sources.length === 1 && columnOf(t, sources[0]!.field).data !== null;
  let count = 0;
  let scanned = false;
  for (const src of sources) {
    const inv = t.inverted(src.field);
    // A scan reads every entry of the column: a row each, or every code of every row in a list column.
    const col = columnOf(t, src.field);
    if (!unique && sizeOf(inv, src.flags) * 2 > (col.list ? col.list.codes.length : n)) {
      scan(t, src, mark);
      scanned = true;
      continue;
    }
    const { start, rows } = inv;
    const flags = src.flags;
    for (let c = 0; c < flags.length; c++) {
      if (!flags[c]) continue;
      for (let i = start[c] as number, e = start[c + 1] as number; i < e; i++) {
        const r = rows[i] as number;
        if (unique) out[count++] = r;
        else if (!mark[r]) {
          mark[r] = 1;
          out[count++] = r;
        }
      }
    }
  }
  if (scanned) {
    const alive = t.alive;
    count = 0;
    for (let r = 0; r < n; r++) {
      if (mark[r]) {
        mark[r] = 0;
        if (alive[r]) out[count++] = r;
      }
    }
  } else if (!unique) for (let i = 0; i < count; i++) mark[out[i] as number] = 0;
  return count;
};

/** A filter that passes a row when any source flags one of its codes; its inverted lists hold exactly those rows. */
export const anyOf = (t: ColumnTable, all: Source[]): Filter => {
  // A keyword word flags codes in one or two of its six columns: the others would cost a pass each for nothing.
  const sources = all.filter((src) => src.flags.includes(1));
  let costs: { size: number; bitCost: number } | null = null;
  const costsOf = () => (costs ??= sourceCosts(t, sources));
  return {
    size: () => costsOf().size,
    drive: (out, mark) => drive(t, sources, out, mark),
    bits: (out) => orSources(t, sources, out),
    bitCost: () => costsOf().bitCost,
    exact: true,
    keep: (rows, n, pass) => {
      for (const src of sources) test(t, src, rows, n, pass);
      return compact(rows, n, pass);
    },
  };
};
