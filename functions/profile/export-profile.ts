import { profileExport } from '../core/schemas/profile';
import { http, ok } from '../http/endpoint';
import { profileSessionHeaders, profileSessionOf } from '../http/profile-session';
import { profileViewOf, recordOf } from './profile-view';

/**
 * "Download everything": the same view, stamped, for the page to save as a
 * JSON file. JSON, not a file response, so the contract checks its shape;
 * logged as a download.
 */
export const exportProfile = http({ headers: profileSessionHeaders, errors: ['NOT_FOUND'], response: profileExport, summary: 'Everything held about you, for download as JSON (profile session)' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  const record = await recordOf(d, session);
  const at = d.now().toISOString();
  await d.profileLedger.log(record.id, { at, action: 'downloaded', field: null, via: session.via });
  return ok({ ...(await profileViewOf(d, session, record)), exportedAt: at });
});
