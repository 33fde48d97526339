import { ulid } from 'ulid';
import { isDemo, passesPaywall } from '../core/access';
import type { Deps } from '../core/deps';
import { AppError, notFound } from '../core/errors';
import {
  EXPORT_FILE_NAME,
  EXPORT_URL_TTL_SECONDS,
  type ExportRequest,
  type ExportResult,
  exportRequest,
  exportResult,
} from '../core/schemas/exports';
import { subscriptionFor } from '../core/subscription';
import { http, ok } from '../http/endpoint';
import { EXPORT_CONTENT_TYPE, type ExtraColumns, physiciansCsv } from '../core/csv';
import { MEMBER_STATUS_LABELS } from '../core/schemas/list-pipeline';
import { consumeAllowance } from '../core/fair-use';
import { withoutInvalid } from '../core/contact-view';
import { listViewMembers } from './list-view-members';

/**
 * The physicians a request names: its ids, or the members its list's page
 * shows in the view sent (the first EXPORT_LIST_MAX, in the page's order),
 * whose file also says where each stands on the list (List Status, List Note).
 */
const idsOf = async (req: ExportRequest, userId: string, d: Deps): Promise<{ ids: string[]; extra?: ExtraColumns }> => {
  // The same physician named twice is one row.
  if ('physicianIds' in req) return { ids: [...new Set(req.physicianIds)] };
  const members = await listViewMembers(d, userId, req);
  // Another user's list is answered exactly like a list that does not exist.
  if (!members) throw notFound('List');
  const byId = new Map(members.map((m) => [m.physicianId, m]));
  const cells = (r: { id: string }) => {
    const m = byId.get(r.id);
    return [m ? MEMBER_STATUS_LABELS[m.status] : undefined, m?.note ?? undefined];
  };
  return { ids: members.map((m) => m.physicianId), extra: { headers: ['List Status', 'List Note'], cells } };
};

/**
 * CSV export (spec core §7 export-physicians): subscribers of either plan
 * (Monthly exports what it selects by hand and whole lists; Select All, the
 * 500-id shortcut, stays Annual in GET /api/physicians/ids) and admins; demo
 * accounts never. The rows come from DynamoDB after the access check
 * (physicians removed from the directory are simply absent), count against a
 * daily fair-use cap in rows, land in the exports bucket (expired after a
 * day) and are handed back behind a 15-minute signed URL; every export is logged.
 */
export const createExport = http(
  { body: exportRequest, response: exportResult, summary: 'Export physicians (selected ids, or one of your lists as its page shows it: status filter and sort) as a CSV behind a short-lived download URL' },
  async ({ body, principal }, d) => {
    if (!principal) throw new AppError('UNAUTHENTICATED', 'Please log in to export physicians');
    if (isDemo(principal)) throw new AppError('DEMO_RESTRICTED', 'Export is not available on the demo account');
    if (!passesPaywall(principal, await subscriptionFor(d.users, principal), 'basic')) {
      throw new AppError('SUBSCRIPTION_REQUIRED', 'Exporting physicians requires a subscription (the Monthly or Annual plan)');
    }
    const named = await idsOf(body, principal.id, d);
    const records = await d.physicians.getMany(named.ids);
    if (records.length === 0) throw new AppError('NOT_FOUND', 'No physicians to export');

    const now = d.now();
    const cap = d.config.EXPORT_DAILY_CAP;
    if (!(await consumeAllowance(d.activity, d.config, principal.id, 'export', records.length, now))) {
      throw new AppError('RATE_LIMITED', `This export of ${records.length} rows would pass today's limit of ${cap} exported rows. The limit resets at midnight UTC.`);
    }

    const key = `exports/${principal.id}/${ulid(now.getTime())}.csv`;
    // Fields an admin marked invalid leave the file as they leave the reveal.
    const statuses = await d.contactReports.statusOf(records.map((r) => r.id));
    await d.files.putExport(key, physiciansCsv(records.map((r) => withoutInvalid(r, statuses.get(r.id))), named.extra), EXPORT_CONTENT_TYPE);
    const url = await d.files.signedDownloadUrl(key, EXPORT_FILE_NAME, EXPORT_URL_TTL_SECONDS);
    await d.activity.logExport({ userId: principal.id, at: now.toISOString(), count: records.length });
    // "Exported on" for this user, with the log: after it, so a failed log never leaves a mark without an entry.
    await d.marks.markExported(principal.id, records.map((r) => r.id), now.toISOString());

    const result: ExportResult = {
      url,
      fileName: EXPORT_FILE_NAME,
      count: records.length,
      expiresAt: new Date(now.getTime() + EXPORT_URL_TTL_SECONDS * 1000).toISOString(),
    };
    return ok(result);
  },
);
