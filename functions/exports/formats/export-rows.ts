import type { ExportColumn } from '../../core/export-columns';
import type { PhysicianRecord } from '../../core/schemas/physician';

/** Where a physician stands on the exported list (a list export only). */
export interface ListEntry {
  readonly status: string;
  readonly note?: string;
}

/**
 * What every format writes from: the records that passed the access check
 * (invalid contact fields already removed), the chosen columns, and for a
 * list each member's status and note. Formats only lay it out.
 */
export interface ExportRows {
  readonly records: readonly PhysicianRecord[];
  readonly columns: readonly ExportColumn[];
  /** The list's name, or e.g. "12 selected physicians": the PDF's title. */
  readonly title: string;
  /** The account the file is licensed to (the PDF footer). */
  readonly licensee: string;
  /** The export's UTC day, YYYY-MM-DD. */
  readonly day: string;
  /** Set for a list export. */
  readonly listEntry?: (r: PhysicianRecord) => ListEntry | undefined;
  /** List Status and List Note for a list export, nothing otherwise. */
  readonly extraHeaders: readonly string[];
  readonly extraCells: (r: PhysicianRecord) => ReadonlyArray<string | undefined>;
}

export const LIST_HEADERS = ['List Status', 'List Note'] as const;

export const exportRows = (base: Omit<ExportRows, 'extraHeaders' | 'extraCells'>): ExportRows => {
  const entry = base.listEntry;
  if (!entry) return { ...base, extraHeaders: [], extraCells: () => [] };
  return {
    ...base,
    extraHeaders: LIST_HEADERS,
    extraCells: (r) => {
      const e = entry(r);
      return [e?.status, e?.note];
    },
  };
};
