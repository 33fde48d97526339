import { AppError, notFound } from '../core/errors';
import {
  ADMIN_REPORTS_PAGE,
  CONTACT_HISTORY_MAX,
  type AdminContactReports,
  type ContactHistory,
  type ContactStatusResult,
  adminContactReports,
  adminContactReportsQuery,
  contactStatusRequest,
  contactHistory,
  contactStatusResult,
  noStatus,
} from '../core/schemas/contact-reports';
import { physicianIdParams } from '../core/schemas/physician';
import { http, ok } from '../http/endpoint';

/** Open bad-contact reports, newest first, each with its physician's open counts per field and invalid fields. */
export const listContactReports = http(
  { query: adminContactReportsQuery, response: adminContactReports, summary: 'Open bad-contact reports, newest first, with counts per physician (admin)' },
  async ({ query }, d) => {
    const page = await d.contactReports.openReports(ADMIN_REPORTS_PAGE, query.cursor);
    const ids = [...new Set(page.items.map((r) => r.physicianId))];
    const [statuses, records] = await Promise.all([d.contactReports.statusOf(ids), d.physicians.getMany(ids)]);
    const names = new Map(records.map((r) => [r.id, r.fullName]));
    const body: AdminContactReports = {
      items: page.items.map((r) => {
        const status = statuses.get(r.physicianId) ?? noStatus();
        return { physicianId: r.physicianId, physicianName: names.get(r.physicianId) ?? null, field: r.field, reason: r.reason, note: r.note, reportedAt: r.updatedAt, counts: status.counts, invalid: status.invalid };
      }),
      nextCursor: page.nextCursor,
    };
    return ok(body);
  },
);

/**
 * An admin's verdict on one contact field: `invalid` takes it out of reveal
 * and export (undone by `verified`), `verified` dates it now. Both close the
 * field's open reports and are audited (who, when, which field, what).
 */
export const setContactStatus = http(
  { errors: ['CONFLICT'], params: physicianIdParams, body: contactStatusRequest, response: contactStatusResult, summary: 'Mark a contact field invalid or re-verified; closes its reports (admin, audited)' },
  async ({ params, body, principal }, d) => {
    if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
    const record = await d.physicians.get(params.id);
    if (!record) throw notFound('Physician');
    if (!record[body.field]) throw new AppError('VALIDATION', 'Nothing to judge', { field: ['This physician has no value in that field'] });
    const at = d.now().toISOString();
    const closedReports = await d.contactReports.decide({ physicianId: record.id, field: body.field, status: body.status, adminId: principal.id, at });
    const result: ContactStatusResult = { physicianId: record.id, field: body.field, status: body.status, verifiedAt: body.status === 'verified' ? at : null, closedReports };
    return ok(result);
  },
);

/** The verdicts given on a physician's contact fields, newest first, with the admin who gave each (the audit, readable). */
export const getContactHistory = http(
  { params: physicianIdParams, response: contactHistory, summary: "A physician's contact-field verdicts, newest first, with who gave each (admin)" },
  async ({ params }, d) => {
    const verdicts = await d.contactReports.verdicts(params.id, CONTACT_HISTORY_MAX);
    const admins = new Map(await Promise.all([...new Set(verdicts.map((v) => v.adminId))].map(async (id) => [id, (await d.users.get(id))?.email ?? null] as const)));
    const body: ContactHistory = { physicianId: params.id, items: verdicts.map((v) => ({ field: v.field, status: v.status, at: v.at, adminEmail: admins.get(v.adminId) ?? null })) };
    return ok(body);
  },
);
