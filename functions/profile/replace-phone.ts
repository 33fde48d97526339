import { changeValues, sameValue, withField } from '../core/profile-changes';
import { profileView } from '../core/schemas/profile';
import { phoneReplacementRequest } from '../core/schemas/profile-corrections';
import { http, ok } from '../http/endpoint';
import { profileSessionHeaders, profileSessionOf } from '../http/profile-session';
import { applyChange } from '../core/apply-profile-change';
import { profileViewOf } from './profile-view';

/**
 * Replaces a phone (issue 25 item 6). Nobody can prove a number by mail, so
 * it is stored as the physician's and unverified: its verified date goes,
 * which reveal and exports show as "not verified". Logged with the number it
 * replaced, for an admin's revert; the page shows it masked like any other.
 */
export const replacePhone = http({ headers: profileSessionHeaders, errors: ['NOT_FOUND', 'CONFLICT'], body: phoneReplacementRequest, response: profileView, summary: 'Replace a phone number on your profile, stored unverified (profile session)' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  const at = d.now().toISOString();
  const { field, phone } = input.body;
  const record = await applyChange(d, session.physicianId, (current) =>
    sameValue(current[field], phone)
      ? null
      : { after: withField(current, field, phone, at, null, at), entries: [{ at, action: 'contact_replaced', field, via: session.via, change: changeValues(current, field, phone) }] },
  );
  return ok(await profileViewOf(d, session, record));
});
