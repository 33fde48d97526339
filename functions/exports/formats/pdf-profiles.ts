import { datesBesideContacts } from '../../core/export-columns';
import type { ExportRows } from './export-rows';
import { INK, MARGIN, MUTED, type PdfSetup, finishPdf, newPdf } from './pdf-document';

const [LABEL_WIDTH, FONT_SIZE, GAP] = [150, 9.5, 4];
/** Lines a long value (skills, education, a note) may take before it is cut with an ellipsis: keeps one physician on one page. */
const MAX_LINES = 3;

/**
 * One physician per page (issue 22, up to 50): the name as the heading, the
 * title and organization under it, then each chosen column as a labelled
 * line, each contact column's verified-at date right after it, and a
 * list's status and note last. Empty fields are left out.
 */
export const pdfProfiles = async (rows: ExportRows): Promise<Uint8Array> => {
  const setup: PdfSetup = { title: rows.title, layout: 'portrait', licensee: rows.licensee, day: rows.day };
  const doc = await newPdf(setup);
  const width = doc.page.width - 2 * MARGIN;
  const valueWidth = width - LABEL_WIDTH;
  const columns = datesBesideContacts(rows.columns);

  rows.records.forEach((r, i) => {
    if (i > 0) doc.addPage();
    doc.fillColor(INK).fontSize(18).text(r.fullName, MARGIN, MARGIN, { width });
    doc.fontSize(10.5).fillColor(MUTED).text([r.title, r.specialty].filter(Boolean).join(', '), { width });
    doc.text([r.organization, [r.city, r.state].filter(Boolean).join(', ')].filter(Boolean).join(' · '), { width });
    doc.moveDown(1);

    const fields: Array<[string, string]> = [
      ...columns.map((c): [string, string] => {
        const v = c.value(r);
        return [c.header, v === undefined || v === null ? '' : c.kind === 'date' ? String(v).slice(0, 10) : String(v)];
      }),
      ...rows.extraHeaders.map((h, j): [string, string] => [h, rows.extraCells(r)[j] ?? '']),
    ].filter(([, v]) => v !== '');

    doc.fontSize(FONT_SIZE);
    const lineHeight = doc.currentLineHeight(true);
    for (const [label, value] of fields) {
      const y = doc.y;
      doc.fillColor(MUTED).text(label, MARGIN, y, { width: LABEL_WIDTH - 8, lineBreak: false });
      doc.fillColor(INK).text(value, MARGIN + LABEL_WIDTH, y, { width: valueWidth, height: lineHeight * MAX_LINES, ellipsis: true });
      doc.y = Math.max(doc.y, y + lineHeight) + GAP;
    }
  });
  return finishPdf(doc, setup);
};
