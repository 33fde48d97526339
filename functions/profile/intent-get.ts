import { INTENT_CONSENT_VERSION, INTENT_CONSENT_WORDING, intentIsLive } from '../core/intent';
import { intentView } from '../core/schemas/intent';
import { http, ok } from '../http/endpoint';
import { profileSessionHeaders, profileSessionOf } from '../http/profile-session';
import { recordOf } from './profile-view';

/** The physician's own intent as stored (null when none or expired) and the consent wording the form shows. */
export const getIntent = http({ headers: profileSessionHeaders, errors: ['NOT_FOUND'], response: intentView, summary: 'Your open-to-work details and the consent wording (profile session)' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  const record = await recordOf(d, session);
  const intent = record.intent && intentIsLive(record.intent, d.now()) ? record.intent : null;
  return ok({ intent, consent: { version: INTENT_CONSENT_VERSION, wording: INTENT_CONSENT_WORDING } });
});
