import { AppError } from '../core/errors';
import { contactVisibilityRequest, profileView } from '../core/schemas/profile';
import { http, ok } from '../http/endpoint';
import { profileSessionHeaders, profileSessionOf } from '../http/profile-session';
import { profileViewOf, recordOf } from './profile-view';

/**
 * Hides a contact field from recruiters, or shows it again. Reducing
 * exposure is always safe, so the mailed proof is enough; showing again is
 * the same proof undoing its own choice. From then on reveal and every
 * export leave the field out (core/contact-view.ts). Logged; answers the
 * page as it now is.
 */
export const setContactVisibility = http({ headers: profileSessionHeaders, errors: ['NOT_FOUND'], body: contactVisibilityRequest, response: profileView, summary: 'Hide a contact field from recruiters, or show it again (profile session)' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  const record = await recordOf(d, session);
  const { field, hidden } = input.body;
  if (!record[field]?.trim()) throw new AppError('VALIDATION', 'This field is not on file.', { field: ['This field is not on file.'] });
  const entry = { at: d.now().toISOString(), action: hidden ? ('field_hidden' as const) : ('field_shown' as const), field, via: session.via };
  if (!(await d.profileLedger.setHidden(record.id, field, hidden, entry))) throw new AppError('NOT_FOUND', 'We no longer hold a profile for this link.');
  return ok(await profileViewOf(d, session, record));
});
