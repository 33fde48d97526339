import { ulid } from 'ulid';
import { isDemo, passesPaywall } from '../core/access';
import type { Deps } from '../core/deps';
import { AppError, DAY_SECONDS, notFound, rateLimited, secondsLeftInWindow } from '../core/errors';
import {
  EXPORT_URL_TTL_SECONDS,
  type ExportRequest,
  type ExportResult,
  exportRequest,
  exportResult,
} from '../core/schemas/exports';
import { subscriptionFor } from '../core/subscription';
import { http, ok } from '../http/endpoint';
import { MEMBER_STATUS_LABELS } from '../core/schemas/list-pipeline';
import { utcDay } from '../core/fair-use';
import { drawAllowance } from '../core/team-allowance';
import { withoutInvalid } from '../core/contact-view';
import { columnsOf } from '../core/export-columns';
import { EXPORT_FORMAT_MAX_ROWS } from '../core/export-formats';
import { listViewMembers } from './list-view-members';
import { listAccess } from '../core/shared-list-access';
import type { Principal } from '../core/principal';
import { type ListEntry, exportRows } from './formats/export-rows';
import { renderExport } from './formats/render-export';

/**
 * The physicians a request names: its ids, or the members its list's page
 * shows in the view sent (the first rows the format holds, in the page's
 * order), each with where it stands on the list (List Status, List Note).
 */
const namedBy = async (req: ExportRequest, user: Principal, d: Deps): Promise<Named> => {
  // The same physician named twice is one row.
  if ('physicianIds' in req) return { ids: [...new Set(req.physicianIds)] };
  // One's own list or one shared with one's team (issue 26); any other is answered exactly like a list that does not exist.
  const access = await listAccess(d, user, req.listId);
  if (!access) throw notFound('List');
  const members = await listViewMembers(d, access.ownerId, req, EXPORT_FORMAT_MAX_ROWS[req.format]);
  const list = members && (await d.lists.get(access.ownerId, req.listId));
  if (!members || !list) throw notFound('List');
  const byId = new Map(members.map((m) => [m.physicianId, m]));
  const listEntry = (r: { id: string }): ListEntry | undefined => {
    const m = byId.get(r.id);
    return m ? { status: MEMBER_STATUS_LABELS[m.status], ...(m.note ? { note: m.note } : {}) } : undefined;
  };
  return { ids: members.map((m) => m.physicianId), listName: list.name, listEntry };
};

interface Named {
  readonly ids: string[];
  readonly listName?: string;
  readonly listEntry?: (r: { id: string }) => ListEntry | undefined;
}

/**
 * Export (spec core §7 export-physicians; formats from issue 22: CSV,
 * Excel, PDF table, PDF profiles, Bullhorn and Salesforce layouts, all
 * under the same rules): subscribers of either plan
 * (Monthly exports what it selects by hand and whole lists; Select All, the
 * 500-id shortcut, stays Annual in GET /api/physicians/ids) and admins; demo
 * accounts never. The rows come from DynamoDB after the access check
 * (physicians removed from the directory are simply absent), count against a
 * daily fair-use cap in rows, land in the exports bucket (expired after a
 * day) and are handed back behind a 15-minute signed URL; every export is logged.
 */
export const createExport = http(
  { access: 'plan', errors: ['DEMO_RESTRICTED', 'NOT_FOUND', 'RATE_LIMITED'], body: exportRequest, response: exportResult, summary: 'Export physicians (selected ids, or one of your lists as its page shows it: status filter and sort) as CSV, Excel, a PDF table or profiles, or a Bullhorn or Salesforce import file, behind a short-lived download URL' },
  async ({ body, principal }, d) => {
    if (!principal) throw new AppError('UNAUTHENTICATED', 'Please log in to export physicians');
    if (isDemo(principal)) throw new AppError('DEMO_RESTRICTED', 'Export is not available on the demo account');
    if (!passesPaywall(principal, await subscriptionFor(d, principal), 'basic')) {
      throw new AppError('SUBSCRIPTION_REQUIRED', 'Exporting physicians requires a subscription (the Monthly or Annual plan)');
    }
    const named = await namedBy(body, principal, d);
    const records = await d.physicians.getMany(named.ids);
    if (records.length === 0) throw new AppError('NOT_FOUND', 'No physicians to export');

    const now = d.now();
    // One physician (a profile, e.g. the admin's Export Full Profile) is named after them.
    const one = named.listName === undefined && records.length === 1 ? records[0] : undefined;
    // Fields an admin marked invalid leave the file as they leave the reveal.
    const statuses = await d.contactReports.statusOf(records.map((r) => r.id));
    const rows = exportRows({
      records: records.map((r) => withoutInvalid(r, statuses.get(r.id))),
      columns: columnsOf(body.columns ?? 'all'),
      title: named.listName ?? (one ? one.fullName : `${records.length} selected physicians`),
      licensee: principal.email,
      day: utcDay(now),
      ...(named.listEntry ? { listEntry: named.listEntry } : {}),
    });
    const subject = named.listName !== undefined ? { listName: named.listName } : one ? { physicianName: one.fullName } : { selected: records.length };
    // Rendered before the draw, so a team's activity entry (written in the draw's transaction) names the very file handed out.
    const file = await renderExport(body.format, rows, subject, now);
    const drawn = await drawAllowance(d, principal, 'export', records.length, now, { physicianIds: records.map((r) => r.id), format: body.format, fileName: file.fileName });
    if (!drawn.ok) {
      const whose = drawn.scope === 'team' ? "your team's daily limit" : drawn.cap === d.config.EXPORT_DAILY_CAP ? "today's limit" : 'your daily limit';
      throw rateLimited(`This export of ${records.length} rows would pass ${whose} of ${drawn.cap} exported rows. The limit resets at midnight UTC.`, secondsLeftInWindow(now, DAY_SECONDS));
    }
    const key = `exports/${principal.id}/${ulid(now.getTime())}${extensionOf(file.fileName)}`;
    await d.files.putExport(key, file.body, file.contentType);
    const url = await d.files.signedDownloadUrl(key, file.fileName, EXPORT_URL_TTL_SECONDS);
    await d.activity.logExport({ userId: principal.id, at: now.toISOString(), count: records.length });
    // "Exported on" for this user, with the log: after it, so a failed log never leaves a mark without an entry.
    await d.marks.markExported(principal.id, records.map((r) => r.id), now.toISOString());
    // The team's mark: what a removal follows to the team's log.
    if (drawn.teamId) await d.teamActivity.markExported(drawn.teamId, records.map((r) => r.id), now.toISOString());

    const result: ExportResult = {
      url,
      fileName: file.fileName,
      format: body.format,
      files: file.files,
      count: records.length,
      expiresAt: new Date(now.getTime() + EXPORT_URL_TTL_SECONDS * 1000).toISOString(),
    };
    return ok(result);
  },
);

/** `.csv`, `.xlsx`, `.pdf` or `.zip`: the stored object ends like the download. */
const extensionOf = (fileName: string): string => fileName.slice(fileName.lastIndexOf('.'));
