import * as z from '../zod';
import { COLUMN_PRESETS, COLUMN_PRESET_NAMES, type ColumnChoice, EXPORT_COLUMN_KEYS } from '../export-columns';
import { EXPORT_FORMATS, EXPORT_FORMAT_MAX_ROWS, type ExportFormat, PDF_TABLE_MAX_COLUMNS, isAtsFormat } from '../export-formats';
import { type ListSort, MEMBER_STATUSES, type MemberStatus, listSort, memberStatus } from './list-pipeline';
import { LIST_MEMBERS_MAX } from './lists';

export const RECENT_EXPORTS = 5;

/** GET /api/exports: the Exports tab of the account page (spec core §2, §9: five most recent). */
export const exportSummary = z.object({
  totalExported: z.number().int().nonnegative(),
  recent: z.array(z.object({ date: z.string(), count: z.number().int().nonnegative() })).max(RECENT_EXPORTS),
});
export type ExportSummary = z.infer<typeof exportSummary>;

/** Ids one POST /api/exports may name (the select-all maximum, spec core §9). */
export const EXPORT_IDS_MAX = 500;
/** Rows one export of a list may hold: a longer view exports its first 5,000 members (in the order its page shows them). */
export const EXPORT_LIST_MAX = EXPORT_FORMAT_MAX_ROWS.csv;
/** How long the signed download URL works: 15 minutes, whatever the configuration. */
export const EXPORT_URL_TTL_SECONDS = 900;

const exportId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

/** Which members of a list an export holds: the list page's view (its status filter and sort), in the order it shows them. */
export interface ListExportView {
  readonly listId: string;
  /** The statuses shown (the page's filter); absent: every status. */
  readonly status?: readonly MemberStatus[];
  readonly sort: ListSort;
  /** Members unticked on the list page after Select all (issue 24): the view without them. */
  readonly exclude?: readonly string[];
}

/** What every export request carries besides the physicians it names (issue 22). */
export interface ExportShape {
  readonly format: ExportFormat;
  /** Absent for the ATS layouts (their columns are the ATS's); otherwise a preset or keys of core/export-columns.ts. */
  readonly columns?: ColumnChoice;
}

const exportColumns = z
  .union([z.enum(COLUMN_PRESET_NAMES), z.array(z.enum(EXPORT_COLUMN_KEYS)).min(1, 'Name at least one column').max(EXPORT_COLUMN_KEYS.length)])
  .meta({ description: `A preset (${COLUMN_PRESET_NAMES.join(', ')}) or column keys in file order; default: all for CSV, Excel and PDF profiles, summary for the PDF table` });

/**
 * POST /api/exports: `{physicianIds}` or `{listId}`, exactly one; a list
 * export may carry the list page's view, `status` (the filter, the same
 * values as `GET /api/lists/{id}?status`; several are allowed) and `sort`.
 * `format` (default csv) and `columns` choose the file. Parsed as one object
 * so a refusal names the field (a bare zod union reports only "Invalid
 * input" on the body), then narrowed to the union.
 */
export const exportRequest = z
  .object({
    physicianIds: z.array(exportId).min(1, 'Select at least one physician').max(EXPORT_IDS_MAX, `At most ${EXPORT_IDS_MAX} physicians per export`).optional(),
    listId: exportId.optional(),
    status: z.array(memberStatus).min(1, 'Name at least one status, or leave status out for all').max(MEMBER_STATUSES.length).optional(),
    sort: listSort.optional(),
    exclude: z.array(exportId).max(LIST_MEMBERS_MAX, `At most ${LIST_MEMBERS_MAX} excluded physicians`).optional(),
    format: z.enum(EXPORT_FORMATS, { error: `Format must be one of ${EXPORT_FORMATS.join(', ')}` }).optional(),
    columns: exportColumns.optional(),
  })
  .strict()
  .meta({
    description: `Exactly one of physicianIds (1 to ${EXPORT_IDS_MAX}) or listId (one of your lists: the members its page shows with the same status filter and sort, all pages, less any exclude, at most ${EXPORT_LIST_MAX})`,
  })
  .superRefine((v, ctx) => {
    if (v.physicianIds !== undefined && v.listId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['listId'], message: 'Send either physicianIds or listId, not both' });
    } else if (v.physicianIds === undefined && v.listId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['physicianIds'], message: 'Send physicianIds or listId' });
    }
    if (v.listId === undefined) {
      for (const field of ['status', 'sort', 'exclude'] as const) {
        if (v[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${field} applies to a list export (listId) only` });
      }
    }
    const format = v.format ?? 'csv';
    // A hand-picked selection is never cut short: one too long for the format is refused (a list view exports its first rows).
    const max = EXPORT_FORMAT_MAX_ROWS[format];
    if (v.physicianIds && new Set(v.physicianIds).size > max) {
      ctx.addIssue({ code: 'custom', path: ['physicianIds'], message: `A ${format} export holds at most ${max} physicians` });
    }
    if (v.columns !== undefined && isAtsFormat(format)) {
      ctx.addIssue({ code: 'custom', path: ['columns'], message: `The ${format} layout has its own columns; leave columns out` });
    }
    const columnCount = v.columns === undefined ? 0 : typeof v.columns === 'string' ? COLUMN_PRESETS[v.columns].length : v.columns.length;
    if (format === 'pdf' && columnCount > PDF_TABLE_MAX_COLUMNS) {
      ctx.addIssue({ code: 'custom', path: ['columns'], message: `A PDF table holds at most ${PDF_TABLE_MAX_COLUMNS} columns; choose fewer or export Excel` });
    }
    if (Array.isArray(v.columns) && new Set(v.columns).size !== v.columns.length) {
      ctx.addIssue({ code: 'custom', path: ['columns'], message: 'Name each column once' });
    }
  })
  .transform((v): ({ physicianIds: string[] } | ListExportView) & ExportShape => {
    const format = v.format ?? 'csv';
    const shape: ExportShape = isAtsFormat(format) ? { format } : { format, columns: v.columns ?? (format === 'pdf' ? 'summary' : 'all') };
    return v.listId !== undefined
      ? { ...shape, listId: v.listId, sort: v.sort ?? 'added', ...(v.status ? { status: MEMBER_STATUSES.filter((s) => v.status?.includes(s)) } : {}), ...(v.exclude?.length ? { exclude: v.exclude } : {}) }
      : { ...shape, physicianIds: v.physicianIds ?? [] };
  });
export type ExportRequest = z.output<typeof exportRequest>;

export const exportResult = z.object({
  /** Signed GET URL of the file, valid EXPORT_URL_TTL_SECONDS. */
  url: z.url(),
  /** The name the download is saved under (the URL's Content-Disposition says the same): the list's name or the selection's size, and the date. */
  fileName: z.string(),
  format: z.enum(EXPORT_FORMATS),
  /** Files inside a zip (a Bullhorn export of more than 1,000 rows is several files); 1 otherwise. */
  files: z.number().int().positive(),
  /** Rows in the file (physicians no longer in the directory are left out). */
  count: z.number().int().positive(),
  /** When the URL stops working (ISO time). */
  expiresAt: z.string(),
});
export type ExportResult = z.infer<typeof exportResult>;
