import { AppError } from '../core/errors';
import { removalTokenHash } from '../core/removal-token';
import { REMOVAL_DONE_MESSAGE, REMOVAL_TOKEN_ERROR, removalConfirmInput, removalConfirmResult } from '../core/schemas/removal';
import { emailHash } from '../core/suppression';
import { http, ok } from '../http/endpoint';

/**
 * Remove My Information, step two: the emailed token, once, within its
 * lifetime. Suppression comes first, so an import running meanwhile cannot
 * bring the address back; memberships go before the profiles, so a crash
 * half-way leaves nothing dangling, and the claim is released for a retry.
 */
export const confirmRemoval = http({ body: removalConfirmInput, response: removalConfirmResult, summary: 'Confirm a removal with the emailed token' }, async ({ body }, d) => {
  const tokenHash = removalTokenHash(body.token);
  const email = await d.removals.claim(tokenHash, d.now());
  if (!email) throw new AppError('VALIDATION', REMOVAL_TOKEN_ERROR, { token: [REMOVAL_TOKEN_ERROR] });
  try {
    await d.suppression.add(emailHash(email));
    const ids = await d.physicians.idsByEmail(email);
    for (const id of ids) await d.lists.removePhysicianEverywhere(id);
    await d.physicians.deleteMany(ids);
    // The stream removes them from the index as well; doing it now makes "removed" true the moment we say it.
    if (ids.length) await d.search.remove(ids);
  } catch (e) {
    await d.removals.release(tokenHash);
    throw e;
  }
  return ok({ removed: true, message: REMOVAL_DONE_MESSAGE });
});
