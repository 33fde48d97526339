import { AppError, notFound } from '../core/errors';
import { EXPORT_CONTENT_TYPE, physiciansCsv } from '../core/csv';
import { physicianIdParams } from '../core/schemas/physician';
import { download, http } from '../http/endpoint';
import { withoutInvalid } from '../core/contact-view';

/** Export Full Profile: one physician, every column of the CSV export, logged like any export. */
export const exportPhysicianProfile = http({ file: EXPORT_CONTENT_TYPE, params: physicianIdParams, summary: "A physician's full profile as CSV (admin; logged)" }, async ({ params, principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  const record = await d.physicians.get(params.id);
  if (!record) throw notFound('Physician');
  await d.activity.logExport({ userId: principal.id, at: d.now().toISOString(), count: 1 });
  const status = (await d.contactReports.statusOf([record.id])).get(record.id);
  return download(physiciansCsv([withoutInvalid(record, status)]), EXPORT_CONTENT_TYPE, `physician-${record.id}.csv`);
});
