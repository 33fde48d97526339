import { notFound } from '../core/errors';
import { withLiveIntent } from '../core/intent';
import { summaryOf } from '../core/physician';
import { physicianIdParams, physicianProfile } from '../core/schemas/physician';
import { http, ok } from '../http/endpoint';

/** A profile without contact fields (whether a CV is on file, never where); removed profiles are gone from DynamoDB, so they are 404 too. */
export const getPhysician = http({ params: physicianIdParams, response: physicianProfile, summary: 'One physician profile (no contact fields)' }, async ({ params }, d) => {
  const record = await d.physicians.get(params.id);
  if (!record) throw notFound('Physician');
  return ok({ ...withLiveIntent(summaryOf(record), d.now()), hasCv: !!record.cv });
});
