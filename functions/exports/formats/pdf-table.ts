import type { ExportColumn } from '../../core/export-columns';
import type { PhysicianRecord } from '../../core/schemas/physician';
import type { ExportRows } from './export-rows';
import { INK, MARGIN, MUTED, type Pdf, type PdfSetup, finishPdf, fitted, newPdf } from './pdf-document';

const [FONT_SIZE, ROW_HEIGHT, PAD] = [7.5, 14, 3];

interface TableColumn {
  readonly header: string;
  readonly cell: (r: PhysicianRecord) => string;
  readonly width: number;
}

const shown = (c: ExportColumn, r: PhysicianRecord): string => {
  const v = c.value(r);
  if (v === undefined || v === null) return '';
  // A verified-at timestamp reads as its day on paper.
  return c.kind === 'date' ? String(v).slice(0, 10) : String(v);
};

/** Columns a PDF table never cuts (fitWidths). */
const NAME_KEYS: ReadonlySet<string> = new Set(['fullName', 'firstName', 'lastName']);

/** No column is wider than this before sharing out the page: one long note cannot crowd out the rest. */
const NATURAL_MAX = 220;

/**
 * Widths that add up to `total`: each column as wide as its widest value
 * (header included); when they do not all fit, the `whole` ones (the
 * physician's name: a report that cuts names is no use) and the narrow ones
 * (a state, an NPI, a phone) keep their width and the wide ones share what
 * is left equally, their values cut with an ellipsis.
 */
export const fitWidths = (natural: readonly number[], total: number, whole: ReadonlySet<number> = new Set()): number[] => {
  const reserved = [...whole].reduce((sum, i) => sum + (natural[i] ?? 0), 0);
  if (whole.size && reserved < total) {
    const rest = fitWidths(natural.filter((_, i) => !whole.has(i)), total - reserved);
    let k = 0;
    return natural.map((w, i) => (whole.has(i) ? w : (rest[k++] as number)));
  }
  const sum = natural.reduce((a, b) => a + b, 0);
  if (sum <= total) return natural.map((w) => (w * total) / sum);
  const sorted = [...natural].sort((a, b) => a - b);
  let [left, cap] = [total, 0];
  for (let i = 0; i < sorted.length; i++) {
    const w = sorted[i] as number;
    if (w * (sorted.length - i) > left) {
      cap = left / (sorted.length - i);
      break;
    }
    left -= w;
  }
  return natural.map((w) => Math.min(w, cap));
};

const tableColumns = (doc: Pdf, rows: ExportRows, pageWidth: number): TableColumn[] => {
  const parts = [
    ...rows.columns.map((c) => ({ header: c.header, cell: (r: PhysicianRecord) => shown(c, r) })),
    ...rows.extraHeaders.map((h, i) => ({ header: h, cell: (r: PhysicianRecord) => rows.extraCells(r)[i] ?? '' })),
  ];
  doc.fontSize(FONT_SIZE);
  const natural = parts.map((p) => {
    let widest = doc.widthOfString(p.header);
    for (const r of rows.records) widest = Math.max(widest, Math.min(NATURAL_MAX, doc.widthOfString(oneLine(p.cell(r)))));
    return Math.min(NATURAL_MAX, widest) + 2 * PAD + 1;
  });
  const names = new Set(rows.columns.flatMap((c, i) => (NAME_KEYS.has(c.key) ? [i] : [])));
  const widths = fitWidths(natural, pageWidth, names);
  return parts.map((p, i) => ({ header: p.header, cell: p.cell, width: widths[i] as number }));
};

/** One line a row: a note's line breaks become spaces. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ');

const drawRow = (doc: Pdf, columns: readonly TableColumn[], cells: readonly string[], y: number, fill?: string, color = INK) => {
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  if (fill) doc.rect(MARGIN, y, width, ROW_HEIGHT).fill(fill);
  doc.fillColor(color);
  let x = MARGIN;
  columns.forEach((c, i) => {
    doc.text(fitted(doc, oneLine(cells[i] ?? ''), c.width - 2 * PAD), x + PAD, y + (ROW_HEIGHT - FONT_SIZE) / 2 - 1, { lineBreak: false });
    x += c.width;
  });
};

/**
 * The table report (issue 22): a landscape page per ~35 rows, the title and
 * count on top, the header row again on every page, each value cut to its
 * column with an ellipsis (the Excel file has the whole text). Up to 1,000
 * rows (EXPORT_FORMAT_MAX_ROWS.pdf).
 */
export const pdfTable = async (rows: ExportRows): Promise<Uint8Array> => {
  const setup: PdfSetup = { title: rows.title, layout: 'landscape', licensee: rows.licensee, day: rows.day };
  const doc = await newPdf(setup);
  const pageWidth = doc.page.width - 2 * MARGIN;
  const columns = tableColumns(doc, rows, pageWidth);
  const header = columns.map((c) => c.header);

  doc.fillColor(INK).fontSize(14).text(rows.title, MARGIN, MARGIN, { width: pageWidth });
  doc.fontSize(8.5).fillColor(MUTED).text(`${rows.records.length} physician${rows.records.length === 1 ? '' : 's'}, exported ${rows.day}`, { width: pageWidth });
  doc.fontSize(FONT_SIZE);
  let y = doc.y + 8;
  drawRow(doc, columns, header, y, '#1f2937', '#ffffff');
  y += ROW_HEIGHT;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  rows.records.forEach((r, i) => {
    if (y + ROW_HEIGHT > bottom()) {
      doc.addPage();
      doc.fontSize(FONT_SIZE);
      y = MARGIN;
      drawRow(doc, columns, header, y, '#1f2937', '#ffffff');
      y += ROW_HEIGHT;
    }
    drawRow(doc, columns, columns.map((c) => c.cell(r)), y, i % 2 === 1 ? '#f3f4f6' : undefined);
    y += ROW_HEIGHT;
  });
  return finishPdf(doc, setup);
};
