import { notFound } from '../core/errors';
import { withLiveIntent } from '../core/intent';
import { summaryOf } from '../core/physician';
import { physicianIdParams, physicianSummary } from '../core/schemas/physician';
import { http, ok } from '../http/endpoint';

/** A profile without contact fields; removed profiles are gone from DynamoDB, so they are 404 too. */
export const getPhysician = http({ params: physicianIdParams, response: physicianSummary, summary: 'One physician profile (no contact fields)' }, async ({ params }, d) => {
  const record = await d.physicians.get(params.id);
  if (!record) throw notFound('Physician');
  return ok(withLiveIntent(summaryOf(record), d.now()));
});
