import { notFound } from '../core/errors';
import { physicianIdParams } from '../core/schemas/physician';
import { http, noContent } from '../http/endpoint';

/**
 * Issue 25: an admin ends whatever profile session a physician's page has
 * (a link that reached the wrong inbox, a complaint). Logged on the
 * physician's page, so they see it happened.
 */
export const revokeProfileSession = http({ status: 204, params: physicianIdParams, summary: "End a physician's profile session (admin)" }, async ({ params }, d) => {
  if (!(await d.physicians.get(params.id))) throw notFound('Physician');
  await d.profileAccess.endSessionsOf(params.id);
  await d.profileLedger.log(params.id, { at: d.now().toISOString(), action: 'session_revoked', field: null, via: null });
  return noContent();
});
