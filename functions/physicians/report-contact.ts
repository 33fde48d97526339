import { isDemo } from '../core/access';
import { AppError, notFound } from '../core/errors';
import { type ContactReport, contactFieldLabels, contactReport, contactReportRequest } from '../core/schemas/contact-reports';
import { physicianIdParams } from '../core/schemas/physician';
import { created, http, ok } from '../http/endpoint';
import { withoutInvalid } from '../core/contact-view';

/**
 * Report a bad contact field ("bounced", "wrong number", "not this person").
 * Only someone who revealed this physician knows the value, so only they may
 * report it: checked against the reveal log, whatever their plan is now.
 * One open report per user and field; a repeat replaces it (200, not 201).
 */
export const reportContact = http(
  { status: [201, 200], errors: ['DEMO_RESTRICTED', 'FORBIDDEN', 'CONFLICT'], params: physicianIdParams, body: contactReportRequest, response: contactReport, summary: 'Report a revealed contact field as bad (one open report per user and field)' },
  async ({ params, body, principal }, d) => {
    if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
    if (isDemo(principal)) throw new AppError('DEMO_RESTRICTED', 'Demo accounts cannot reveal contacts, so they cannot report them either');
    const record = await d.physicians.get(params.id);
    if (!record) throw notFound('Physician');
    if (!(await d.activity.hasRevealed(principal.id, record.id))) {
      throw new AppError('FORBIDDEN', "You can report only contact details you have revealed. Reveal this physician's contact first.");
    }
    const status = (await d.contactReports.statusOf([record.id])).get(record.id);
    if (!withoutInvalid(record, status)[body.field]) {
      throw new AppError('VALIDATION', 'Nothing to report', { field: [`No ${contactFieldLabels[body.field].toLowerCase()} on file for this physician`] });
    }
    const stored = await d.contactReports.upsert({ physicianId: record.id, field: body.field, userId: principal.id, reason: body.reason, note: body.note || null }, d.now().toISOString());
    const out: ContactReport = { physicianId: stored.physicianId, field: stored.field, reason: stored.reason, note: stored.note, createdAt: stored.createdAt, updatedAt: stored.updatedAt };
    return stored.createdAt === stored.updatedAt ? created(out) : ok(out);
  },
);
