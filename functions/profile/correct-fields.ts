import { changeValues, sameValue, withField } from '../core/profile-changes';
import type { ProfileChangeEntry } from '../core/profile-change-ports';
import { correctableProfileFields } from '../core/schemas/physician-provided';
import { profileView } from '../core/schemas/profile';
import { profileCorrectionRequest } from '../core/schemas/profile-corrections';
import { http, ok } from '../http/endpoint';
import { profileSessionHeaders, profileSessionOf } from '../http/profile-session';
import { applyChange } from '../core/apply-profile-change';
import { profileViewOf } from './profile-view';

/**
 * Corrects profile fields (issue 25 item 2). A profile field is public
 * anyway, so the mailed proof is enough. Each changed field is marked the
 * physician's with its time (a later vendor or registry import keeps it:
 * core/physician-choices.ts) and logged with the value it replaced, which
 * an admin can put back. The table stream reindexes the profile as for any
 * write. Values equal to what is held change nothing.
 */
export const correctProfileFields = http({ headers: profileSessionHeaders, errors: ['NOT_FOUND', 'CONFLICT'], body: profileCorrectionRequest, response: profileView, summary: 'Correct fields of your profile (profile session)' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  const at = d.now().toISOString();
  const record = await applyChange(d, session.physicianId, (current) => {
    let after = current;
    const entries: ProfileChangeEntry[] = [];
    for (const field of correctableProfileFields) {
      const value = input.body[field];
      if (value === undefined || sameValue(current[field], value)) continue;
      entries.push({ at, action: 'field_corrected', field, via: session.via, change: changeValues(current, field, value) });
      after = withField(after, field, value, at, null, at);
    }
    return entries.length ? { after, entries } : null;
  });
  return ok(await profileViewOf(d, session, record));
});
