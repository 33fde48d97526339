import { AppError } from '../core/errors';
import { INTENT_CONSENT_VERSION, INTENT_CONSENT_WORDING, intentOf } from '../core/intent';
import { intentRequest, intentView } from '../core/schemas/intent';
import { http, ok } from '../http/endpoint';
import { profileSessionHeaders, profileSessionOf } from '../http/profile-session';
import { recordOf } from './profile-view';

const GONE = 'We no longer hold a profile for this link.';
const STALE = 'The consent wording has changed. Read it again and tick the box.';

/**
 * Opts in (or changes the details, renewing consent): only with the box
 * ticked for the wording version the server shows now, recorded with its
 * time; recruiters then see and find it for INTENT_DAYS (core/intent.ts).
 * The mailed proof suffices: saying one is open to work exposes no contact.
 */
export const saveIntent = http({ headers: profileSessionHeaders, errors: ['NOT_FOUND'], body: intentRequest, response: intentView, summary: 'Say you are open to work, with explicit consent (profile session)' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  if (input.body.consentVersion !== INTENT_CONSENT_VERSION) throw new AppError('VALIDATION', STALE, { consentVersion: [STALE] });
  const record = await recordOf(d, session);
  const now = d.now();
  const intent = intentOf(input.body, now, record.intent);
  if (!(await d.intents.save(record.id, intent))) throw new AppError('NOT_FOUND', GONE);
  await d.profileLedger.log(record.id, { at: now.toISOString(), action: 'intent_set', field: null, via: session.via });
  return ok({ intent, consent: { version: INTENT_CONSENT_VERSION, wording: INTENT_CONSENT_WORDING } });
});
