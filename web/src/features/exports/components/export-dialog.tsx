import { COLUMN_PRESETS, COLUMN_PRESET_LABELS, type ExportColumnKey } from '@core/export-columns';
import { EXPORT_FORMATS, EXPORT_FORMAT_LABELS, EXPORT_FORMAT_MAX_ROWS, type ExportFormat } from '@core/export-formats';
import { useId, useState } from 'react';
import { useAccess } from '../../../components/access/use-access';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useUsage } from '../../../components/usage/use-usage';
import { useMe } from '../../../lib/auth/use-me';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast/toast';
import type { ExportTarget } from '../api/create-export';
import { useExport } from '../hooks/use-export';
import { type ColumnSelection, columnsToSend, inTableOrder, maxColumnsFor, presetAfter, presetsFor, useExportChoice } from '../hooks/use-export-choice';
import { useHasExported } from '../hooks/use-has-exported';
import { ColumnChecklist } from './column-checklist';
import { GuaranteeWarning, guaranteeDaysLeft } from './guarantee-warning';
import { formatCount } from '../../../lib/format-count';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The selection, or the list view shown. */
  target: ExportTarget;
  /** Physicians the target holds (the selection's size, or the list view's total). */
  count: number;
  /** The dialog's heading; the admin's Export Full Profile names itself (spec core §6). */
  title?: string;
  /** The success toast's text, where the spec words it (Export Full Profile). */
  successMessage?: string;
};

const n = formatCount;

/** Why a format cannot take this export, or null: a selection is never cut short (the server refuses it too). */
const refusal = (format: ExportFormat, target: ExportTarget, count: number): string | null =>
  'physicianIds' in target && count > EXPORT_FORMAT_MAX_ROWS[format] ? `holds at most ${n(EXPORT_FORMAT_MAX_ROWS[format])} physicians` : null;

/**
 * The one export dialog (issue 22), for the search selection and the list
 * page: the format, the columns, how many rows the file will hold and what
 * is left of today's allowance after it, and, before a customer's first
 * export inside the guarantee's 30 days, that an export ends the money-back
 * guarantee. The last choice is remembered in this browser.
 */
export function ExportDialog({ open, onClose, target, count, title = 'Export physicians', successMessage }: Props) {
  const [choice, remember] = useExportChoice();
  const [format, setFormat] = useState<ExportFormat>(choice.format);
  const [columns, setColumns] = useState<ColumnSelection>(choice.columns);
  const [custom, setCustom] = useState<readonly ExportColumnKey[]>(choice.custom);
  const [exporting, setExporting] = useState(false);
  const run = useExport();
  const access = useAccess();
  const usage = useUsage(open);
  const hasExported = useHasExported(open);
  const subscription = useMe().data?.subscription;
  const ids = { format: useId(), columns: useId(), rows: useId() };

  const rows = Math.min(count, EXPORT_FORMAT_MAX_ROWS[format]);
  const presets = presetsFor(format);
  const left = usage.data?.exportRows;
  const overCap = left !== undefined && rows > left.remaining;
  const blocked = refusal(format, target, count);
  const maxColumns = maxColumnsFor(format);
  const customInvalid = presets.length > 0 && columns === 'custom' && (custom.length === 0 || custom.length > maxColumns);
  // Admins have no purchase to refund; after a first export, or past the 30 days, there is no guarantee left to lose.
  const daysLeft = guaranteeDaysLeft(subscription?.first_purchased_at ?? null, Date.now());
  const warnGuarantee = !access.isAdmin && hasExported === false && (daysLeft === null ? subscription?.subscribed === true : daysLeft > 0);

  const pickFormat = (next: ExportFormat) => {
    setFormat(next);
    // An ATS layout ignores columns: the choice waits for the next format that takes them.
    if (presetsFor(next).length > 0) setColumns(presetAfter(next, columns));
  };

  const pickColumns = (next: ColumnSelection) => {
    // Custom starts from the preset it replaces, the first time.
    if (next === 'custom' && custom.length === 0 && columns !== 'custom') setCustom(COLUMN_PRESETS[columns].slice(0, maxColumns));
    setColumns(next);
  };

  const submit = async () => {
    setExporting(true);
    try {
      const chosen = { format, columns, custom: inTableOrder(custom) };
      remember(chosen);
      // Defaults are left out, so a plain CSV request is the one it always was.
      await run({ ...target, ...(format !== 'csv' ? { format } : {}), ...(presets.length > 0 && columns !== presets[0] ? { columns: columnsToSend(chosen) } : {}) }, successMessage);
      onClose();
    } catch (error) {
      toast.error('Export Failed', { description: errorMessage(error, 'Failed to export physicians. Please try again.') });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={title} description={`${n(count)} physician${count === 1 ? '' : 's'} ${'listId' in target ? 'in this list view' : 'selected'}`}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Format</legend>
          <div className="mt-2 space-y-1">
            {EXPORT_FORMATS.map((f) => {
              const why = refusal(f, target, count);
              return (
                <label key={f} className={`flex items-center gap-2 text-sm ${why ? 'opacity-60' : ''}`}>
                  <input type="radio" name={ids.format} value={f} checked={format === f} disabled={why !== null} onChange={() => pickFormat(f)} />
                  <span>
                    {EXPORT_FORMAT_LABELS[f]}
                    {why && <span className="text-xs text-slate-500 dark:text-slate-400"> ({why})</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="space-y-1">
          <label htmlFor={ids.columns} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
            Columns
          </label>
          {presets.length > 0 ? (
            <select id={ids.columns} value={columns} onChange={(e) => pickColumns(e.target.value as ColumnSelection)} className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800">
              {presets.map((p) => (
                <option key={p} value={p}>
                  {COLUMN_PRESET_LABELS[p]}
                </option>
              ))}
              <option value="custom">Custom</option>
            </select>
          ) : (
            <p id={ids.columns} className="text-sm text-slate-600 dark:text-slate-400">
              The ATS import layout sets the columns.
            </p>
          )}
        </div>
        {presets.length > 0 && columns === 'custom' && (
          <ColumnChecklist chosen={custom} onChange={setCustom} max={maxColumns} limitedBy={format === 'pdf' ? 'A PDF table' : null} />
        )}

        <div id={ids.rows} role="status" className="space-y-1 text-sm">
          <p>
            This file holds <strong>{n(rows)}</strong> row{rows === 1 ? '' : 's'}
            {rows < count ? ` (the first ${n(rows)} of ${n(count)} in the order shown)` : ''}.
          </p>
          {left && (
            <p className={overCap ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}>
              {overCap
                ? `That is more than the ${n(left.remaining)} export rows left today (of ${n(left.cap)}); the limit resets at midnight UTC.`
                : `Left today after this export: ${n(left.remaining - rows)} of ${n(left.cap)} export rows.`}
            </p>
          )}
        </div>

        {warnGuarantee && <GuaranteeWarning daysLeft={daysLeft} />}

        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={exporting || overCap || blocked !== null || customInvalid} aria-describedby={ids.rows}>
            {exporting ? 'Exporting...' : 'Export'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
