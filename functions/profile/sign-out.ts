import { mailedTokenHash } from '../core/mailed-token';
import { http, noContent } from '../http/endpoint';
import { profileSessionHeaders, profileSessionOf } from '../http/profile-session';

/** Ends the session at once (the next request with it is 401); logged. */
export const endProfileSession = http({ status: 204, headers: profileSessionHeaders, summary: 'Sign out of the profile session' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  await d.profileAccess.endSession(mailedTokenHash(session.token));
  await d.profileLedger.log(session.physicianId, { at: d.now().toISOString(), action: 'signed_out', field: null, via: session.via });
  return noContent();
});
