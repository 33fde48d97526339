import * as z from '../zod';
import { type ListSort, MEMBER_STATUSES, type MemberStatus, listSort, memberStatus } from './list-pipeline';

export const RECENT_EXPORTS = 5;

/** GET /api/exports: the Exports tab of the account page (spec core §2, §9: five most recent). */
export const exportSummary = z.object({
  totalExported: z.number().int().nonnegative(),
  recent: z.array(z.object({ date: z.string(), count: z.number().int().nonnegative() })).max(RECENT_EXPORTS),
});
export type ExportSummary = z.infer<typeof exportSummary>;

/** The file name the browser saves an export under (spec core §7: default physician_export.csv). */
export const EXPORT_FILE_NAME = 'physician_export.csv';
/** Ids one POST /api/exports may name (the select-all maximum, spec core §9). */
export const EXPORT_IDS_MAX = 500;
/** Rows one export of a list may hold: a longer view exports its first 5,000 members (in the order its page shows them). */
export const EXPORT_LIST_MAX = 5000;
/** How long the signed download URL works: 15 minutes, whatever the configuration. */
export const EXPORT_URL_TTL_SECONDS = 900;

const exportId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

/** Which members of a list an export holds: the list page's view (its status filter and sort), in the order it shows them. */
export interface ListExportView {
  readonly listId: string;
  /** The statuses shown (the page's filter); absent: every status. */
  readonly status?: readonly MemberStatus[];
  readonly sort: ListSort;
}

/**
 * POST /api/exports: `{physicianIds}` or `{listId}`, exactly one; a list
 * export may carry the list page's view, `status` (the filter, the same
 * values as `GET /api/lists/{id}?status`; several are allowed) and `sort`.
 * Parsed as one object so a refusal names the field (a bare zod union
 * reports only "Invalid input" on the body), then narrowed to the union.
 */
export const exportRequest = z
  .object({
    physicianIds: z.array(exportId).min(1, 'Select at least one physician').max(EXPORT_IDS_MAX, `At most ${EXPORT_IDS_MAX} physicians per export`).optional(),
    listId: exportId.optional(),
    status: z.array(memberStatus).min(1, 'Name at least one status, or leave status out for all').max(MEMBER_STATUSES.length).optional(),
    sort: listSort.optional(),
  })
  .strict()
  .meta({
    description: `Exactly one of physicianIds (1 to ${EXPORT_IDS_MAX}) or listId (one of your lists: the members its page shows with the same status filter and sort, all pages, at most ${EXPORT_LIST_MAX})`,
  })
  .superRefine((v, ctx) => {
    if (v.physicianIds !== undefined && v.listId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['listId'], message: 'Send either physicianIds or listId, not both' });
    } else if (v.physicianIds === undefined && v.listId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['physicianIds'], message: 'Send physicianIds or listId' });
    }
    if (v.listId === undefined) {
      for (const field of ['status', 'sort'] as const) {
        if (v[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${field} applies to a list export (listId) only` });
      }
    }
  })
  .transform((v): { physicianIds: string[] } | ListExportView =>
    v.listId !== undefined
      ? { listId: v.listId, sort: v.sort ?? 'added', ...(v.status ? { status: MEMBER_STATUSES.filter((s) => v.status?.includes(s)) } : {}) }
      : { physicianIds: v.physicianIds ?? [] },
  );
export type ExportRequest = z.output<typeof exportRequest>;

export const exportResult = z.object({
  /** Signed GET URL of the CSV, valid EXPORT_URL_TTL_SECONDS. */
  url: z.url(),
  fileName: z.literal(EXPORT_FILE_NAME),
  /** Rows in the file (physicians no longer in the directory are left out). */
  count: z.number().int().positive(),
  /** When the URL stops working (ISO time). */
  expiresAt: z.string(),
});
export type ExportResult = z.infer<typeof exportResult>;
