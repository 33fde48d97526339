import { utcDay } from '../core/fair-use';
import { type AdminOverview, adminOverview } from '../core/schemas/admin';
import { http, ok } from '../http/endpoint';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The admin dashboard's figures: the queues to work (pending, open reports) and the week's and day's activity. */
export const getAdminOverview = http({ response: adminOverview, summary: 'Dashboard figures: pending submissions, approvals this week, open contact reports, users, rows exported today (admin)' }, async (_input, d) => {
  const now = d.now();
  const day = utcDay(now);
  const [pending, approvedThisWeek, openContactReports, people, exportedRowsToday] = await Promise.all([
    d.submissions.page('pending', 1, 1),
    d.submissions.approvedSince(new Date(now.getTime() - WEEK_MS).toISOString()),
    d.contactReports.openCount(),
    d.directory.list(),
    d.activity.exportedRowsOn(day),
  ]);
  const body: AdminOverview = { pendingSubmissions: pending.total, approvedThisWeek, openContactReports, users: people.length, exportedRowsToday, day };
  return ok(body);
});
