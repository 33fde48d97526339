import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type PDFDocument from 'pdfkit';

export const PDF_CONTENT_TYPE = 'application/pdf';

/**
 * The one font every export PDF is set in: DejaVu Sans, an open TrueType
 * font (package dejavu-fonts-ttf) with Latin Extended, Greek and Cyrillic,
 * embedded as a subset of the glyphs used. Not PDF's standard Helvetica:
 * its WinAnsi encoding cannot show a name such as Łukasz or Дмитрий, and
 * pdfkit's Node build loads the standard fonts' metrics through package
 * imports that a bundled Lambda cannot resolve (foliojs/pdfkit#1801), so
 * passing this font to the constructor keeps Helvetica from loading at all.
 * CJK names would need a font ten times larger and show as empty boxes.
 *
 * The file lies beside index.mjs in a Lambda bundle (infra/feature-function.ts
 * copies it there for the exports function) and in node_modules otherwise.
 */
export const PDF_FONT_FILE = 'DejaVuSans.ttf';

let fontPath: string | undefined;
const pdfFont = (): string => {
  if (fontPath) return fontPath;
  const beside = fileURLToPath(new URL(`./${PDF_FONT_FILE}`, import.meta.url));
  fontPath = existsSync(beside) ? beside : createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${PDF_FONT_FILE}`);
  return fontPath;
};

export type Pdf = InstanceType<typeof PDFDocument>;

export interface PdfSetup {
  readonly title: string;
  readonly layout: 'portrait' | 'landscape';
  /** The account the file is licensed to, and the export's day: every page's footer. */
  readonly licensee: string;
  readonly day: string;
}

export const MARGIN = 36;
/** Space kept free at the foot of every page for the licence line. */
export const FOOTER_SPACE = 28;
export const INK = '#111827';
export const MUTED = '#6b7280';

/**
 * pdfkit loads on the first PDF: the exports Lambda has it installed beside
 * its bundle (infra/feature-function.ts), and CSV and Excel exports never
 * pay for loading it.
 */
export const newPdf = async (s: PdfSetup): Promise<Pdf> => {
  const { default: Pdfkit } = await import('pdfkit');
  return new Pdfkit({
    size: 'LETTER',
    layout: s.layout,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    // Pages stay in memory until the end so each gets its footer with "page i of n".
    bufferPages: true,
    font: pdfFont(),
    info: { Title: s.title, Author: 'Physician Directory', Subject: `Licensed to ${s.licensee}, ${s.day}, not for resale` },
  });
};

/** The licence line on every page, then the finished file's bytes. */
export const finishPdf = (doc: Pdf, s: PdfSetup): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    const width = doc.page.width - 2 * MARGIN;
    doc.fontSize(7.5).fillColor(MUTED);
    doc.text(`Licensed to ${s.licensee}, ${s.day}, not for resale`, MARGIN, y, { width, lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
};

/** `text` cut to fit `width` at the current font size, with an ellipsis when cut. */
export const fitted = (doc: Pdf, text: string, width: number): string => {
  if (doc.widthOfString(text) <= width) return text;
  let [lo, hi] = [0, text.length];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
};
