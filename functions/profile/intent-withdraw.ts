import { http, noContent } from '../http/endpoint';
import { profileSessionHeaders, profileSessionOf } from '../http/profile-session';

/** Withdrawing consent deletes the intent at once: the profile is reindexed without it by the stream. Logged; idempotent. */
export const withdrawIntent = http({ status: 204, headers: profileSessionHeaders, summary: 'Withdraw consent: your open-to-work details are deleted (profile session)' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  await d.intents.withdraw(session.physicianId);
  await d.profileLedger.log(session.physicianId, { at: d.now().toISOString(), action: 'intent_withdrawn', field: null, via: session.via });
  return noContent();
});
