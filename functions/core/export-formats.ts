/**
 * The formats POST /api/exports writes (issue 22) and their limits, pure so
 * the API's schema and the web's export dialog read the same figures. Every
 * format counts its rows against the same daily fair-use cap.
 */

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf', 'pdf-profiles', 'bullhorn', 'salesforce'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = {
  csv: 'CSV',
  xlsx: 'Excel (.xlsx)',
  pdf: 'PDF table report',
  'pdf-profiles': 'PDF profiles (one physician per page)',
  bullhorn: 'Bullhorn (Candidate import CSV)',
  salesforce: 'Salesforce (Contacts import CSV)',
};

/** Rows one file may hold: a list view longer than this exports its first rows in the page's order; a longer selection is refused. */
export const EXPORT_FORMAT_MAX_ROWS: Readonly<Record<ExportFormat, number>> = {
  csv: 5000,
  xlsx: 5000,
  pdf: 1000,
  'pdf-profiles': 50,
  bullhorn: 5000,
  salesforce: 5000,
};

/** Bullhorn's import takes at most this many rows a file: a longer export is a zip of several files. */
export const BULLHORN_ROWS_PER_FILE = 1000;

/** Columns a landscape PDF table can hold legibly. */
export const PDF_TABLE_MAX_COLUMNS = 10;

/** ATS layouts have their own columns; `columns` does not apply to them. */
export const isAtsFormat = (f: ExportFormat): f is 'bullhorn' | 'salesforce' => f === 'bullhorn' || f === 'salesforce';
