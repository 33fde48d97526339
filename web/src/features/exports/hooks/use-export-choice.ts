import { COLUMN_PRESETS, COLUMN_PRESET_NAMES, type ColumnChoice, type ColumnPreset, EXPORT_COLUMN_KEYS, type ExportColumnKey } from '@core/export-columns';
import { EXPORT_FORMATS, type ExportFormat, PDF_TABLE_MAX_COLUMNS, isAtsFormat } from '@core/export-formats';
import { useCallback, useState } from 'react';

/** A preset, or the columns ticked one by one. */
export type ColumnSelection = ColumnPreset | 'custom';

export interface ExportChoice {
  readonly format: ExportFormat;
  readonly columns: ColumnSelection;
  /** The columns ticked under Custom, kept even while a preset is chosen so switching back finds them. */
  readonly custom: readonly ExportColumnKey[];
}

const KEY = 'export-choice';
export const DEFAULT_CHOICE: ExportChoice = { format: 'csv', columns: 'all', custom: [] };

/** The presets a format can take: none for an ATS layout (its own columns), those narrow enough for a PDF table. */
export const presetsFor = (format: ExportFormat): ColumnPreset[] => {
  if (isAtsFormat(format)) return [];
  if (format === 'pdf') return COLUMN_PRESET_NAMES.filter((p) => COLUMN_PRESETS[p].length <= PDF_TABLE_MAX_COLUMNS);
  return COLUMN_PRESET_NAMES;
};

/** How many columns a format's file can hold (the server refuses more). */
export const maxColumnsFor = (format: ExportFormat): number => (format === 'pdf' ? PDF_TABLE_MAX_COLUMNS : EXPORT_COLUMN_KEYS.length);

/**
 * The selection kept when the format changes: Custom, or the same preset if
 * the format takes it, else the format's first. Custom stays Custom even past
 * a PDF's limit: the dialog says so rather than dropping ticked columns.
 */
export const presetAfter = (format: ExportFormat, columns: ColumnSelection): ColumnSelection => {
  const allowed = presetsFor(format);
  if (columns === 'custom' && allowed.length > 0) return columns;
  return allowed.includes(columns as ColumnPreset) ? columns : (allowed[0] ?? 'all');
};

/** Keys in the column table's order, once each, unknown ones dropped: the order a file's columns take. */
export const inTableOrder = (keys: readonly string[]): ExportColumnKey[] => EXPORT_COLUMN_KEYS.filter((k) => keys.includes(k));

/** What a request sends as `columns` for a selection. */
export const columnsToSend = (choice: ExportChoice): ColumnChoice => (choice.columns === 'custom' ? inTableOrder(choice.custom) : choice.columns);

const parse = (raw: string | null): ExportChoice => {
  try {
    const v = JSON.parse(raw ?? '') as Partial<Record<keyof ExportChoice, unknown>>;
    const format = EXPORT_FORMATS.find((f) => f === v.format) ?? DEFAULT_CHOICE.format;
    const columns = [...COLUMN_PRESET_NAMES, 'custom' as const].find((c) => c === v.columns) ?? DEFAULT_CHOICE.columns;
    const custom = Array.isArray(v.custom) ? inTableOrder(v.custom.filter((k): k is string => typeof k === 'string')) : [];
    return { format, columns: presetAfter(format, columns), custom };
  } catch {
    return DEFAULT_CHOICE;
  }
};

const read = (): ExportChoice => {
  try {
    return parse(localStorage.getItem(KEY));
  } catch {
    return DEFAULT_CHOICE;
  }
};

/**
 * The last format and columns chosen, kept in this browser so the next
 * export starts from them. Only the choice is stored, never who was
 * exported.
 */
export const useExportChoice = () => {
  const [choice, setChoice] = useState(read);
  const remember = useCallback((next: ExportChoice) => {
    setChoice(next);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Storage blocked: the choice lasts for this visit only.
    }
  }, []);
  return [choice, remember] as const;
};
