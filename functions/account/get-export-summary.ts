import { AppError } from '../core/errors';
import { type ExportSummary, RECENT_EXPORTS, exportSummary } from '../core/schemas/exports';
import { http, ok } from '../http/endpoint';

/** The Exports tab: the running total kept on the user record and the five newest log entries. */
export const getExportSummary = http({ response: exportSummary, summary: "The caller's export total and most recent exports" }, async ({ principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  const [user, recent] = await Promise.all([d.users.get(principal.id), d.activity.recentExports(principal.id, RECENT_EXPORTS)]);
  const body: ExportSummary = { totalExported: user?.totalExports ?? 0, recent: recent.map((e) => ({ date: e.at, count: e.count })) };
  return ok(body);
});
