import { COLUMN_PRESETS, COLUMN_PRESET_NAMES, type ColumnPreset } from '@core/export-columns';
import { EXPORT_FORMATS, type ExportFormat, PDF_TABLE_MAX_COLUMNS, isAtsFormat } from '@core/export-formats';
import { useCallback, useState } from 'react';

export interface ExportChoice {
  readonly format: ExportFormat;
  readonly columns: ColumnPreset;
}

const KEY = 'export-choice';
export const DEFAULT_CHOICE: ExportChoice = { format: 'csv', columns: 'all' };

/** The presets a format can take: none for an ATS layout (its own columns), those narrow enough for a PDF table. */
export const presetsFor = (format: ExportFormat): ColumnPreset[] => {
  if (isAtsFormat(format)) return [];
  if (format === 'pdf') return COLUMN_PRESET_NAMES.filter((p) => COLUMN_PRESETS[p].length <= PDF_TABLE_MAX_COLUMNS);
  return COLUMN_PRESET_NAMES;
};

/** The preset kept when the format changes: the same one if the format takes it, else the format's first. */
export const presetAfter = (format: ExportFormat, columns: ColumnPreset): ColumnPreset => {
  const allowed = presetsFor(format);
  return allowed.includes(columns) ? columns : (allowed[0] ?? 'all');
};

const parse = (raw: string | null): ExportChoice => {
  try {
    const v = JSON.parse(raw ?? '') as Partial<ExportChoice>;
    const format = EXPORT_FORMATS.find((f) => f === v.format) ?? DEFAULT_CHOICE.format;
    const columns = COLUMN_PRESET_NAMES.find((c) => c === v.columns) ?? DEFAULT_CHOICE.columns;
    return { format, columns: presetAfter(format, columns) };
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
 * The last format and column preset chosen, kept in this browser so the
 * next export starts from them. Only the choice is stored, never who was
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
