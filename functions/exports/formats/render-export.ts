import { EXPORT_CONTENT_TYPE, physiciansCsv } from '../../core/csv';
import type { ExportFormat } from '../../core/export-formats';
import { type ExportSubject, exportBaseName, exportFileName } from '../file-name';
import { BULLHORN_CANDIDATE, SALESFORCE_CONTACT } from './ats-layouts';
import type { ExportRows } from './export-rows';

export interface RenderedExport {
  readonly body: string | Uint8Array;
  readonly contentType: string;
  readonly fileName: string;
  /** Files inside a zip; 1 otherwise. */
  readonly files: number;
}

const ZIP_CONTENT_TYPE = 'application/zip';

/**
 * One export's file in the format asked for. The heavy writers (Excel,
 * PDF) load on first use, so a CSV export never pays for them.
 */
export const renderExport = async (format: ExportFormat, rows: ExportRows, subject: ExportSubject, now: Date): Promise<RenderedExport> => {
  const one = (body: string | Uint8Array, contentType: string) => ({ body, contentType, fileName: exportFileName(subject, format, now), files: 1 });
  switch (format) {
    case 'csv':
      return one(physiciansCsv(rows.records, { headers: rows.extraHeaders, cells: rows.extraCells }, rows.columns), EXPORT_CONTENT_TYPE);
    case 'xlsx': {
      const { xlsxFile, XLSX_CONTENT_TYPE } = await import('./xlsx-file');
      return one(await xlsxFile(rows), XLSX_CONTENT_TYPE);
    }
    case 'pdf': {
      const [{ pdfTable }, { PDF_CONTENT_TYPE }] = await Promise.all([import('./pdf-table'), import('./pdf-document')]);
      return one(await pdfTable(rows), PDF_CONTENT_TYPE);
    }
    case 'pdf-profiles': {
      const [{ pdfProfiles }, { PDF_CONTENT_TYPE }] = await Promise.all([import('./pdf-profiles'), import('./pdf-document')]);
      return one(await pdfProfiles(rows), PDF_CONTENT_TYPE);
    }
    // The ATS files are imported when asked for, as the PDFs are: fflate builds its tables at load, ~6 ms of every cold start (issue 23).
    case 'salesforce': {
      const { atsFile } = await import('./ats-files');
      return one(atsFile(SALESFORCE_CONTACT, rows, exportBaseName(subject, now), Number.POSITIVE_INFINITY).body, EXPORT_CONTENT_TYPE);
    }
    case 'bullhorn': {
      const { atsFile } = await import('./ats-files');
      const file = atsFile(BULLHORN_CANDIDATE, rows, `${exportBaseName(subject, now)}-bullhorn`);
      return { body: file.body, contentType: file.zipped ? ZIP_CONTENT_TYPE : EXPORT_CONTENT_TYPE, fileName: exportFileName(subject, format, now, file.zipped), files: file.files };
    }
  }
};
