import { profileView } from '../core/schemas/profile';
import { http, ok } from '../http/endpoint';
import { profileSessionHeaders, profileSessionOf } from '../http/profile-session';
import { profileViewOf, recordOf } from './profile-view';

/** Everything held about the session's physician (logged as a view, which the answer's log already shows). */
export const getProfile = http({ headers: profileSessionHeaders, errors: ['NOT_FOUND'], response: profileView, summary: 'What is held about you: profile, masked contacts, exposure counts, log (profile session)' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  const record = await recordOf(d, session);
  await d.profileLedger.log(record.id, { at: d.now().toISOString(), action: 'viewed', field: null, via: session.via });
  return ok(await profileViewOf(d, session, record));
});
