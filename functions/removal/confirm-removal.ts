import { AppError } from '../core/errors';
import { removalTokenHash } from '../core/removal-token';
import { REMOVAL_DONE_MESSAGE, REMOVAL_TOKEN_ERROR, removalConfirmInput, removalConfirmResult } from '../core/schemas/removal';
import { http, ok } from '../http/endpoint';
import { completeRemoval } from './complete-removal';

/**
 * Remove My Information, step two: the emailed token claims its request
 * once, within its lifetime; the claim is never given back. A click on a
 * link whose removal was claimed but did not finish resumes it (even past
 * the link's expiry) and answers success; a finished one is refused.
 */
export const confirmRemoval = http({ body: removalConfirmInput, response: removalConfirmResult, summary: 'Confirm a removal with the emailed token' }, async ({ body }, d) => {
  const claim = await d.removals.claim(removalTokenHash(body.token), d.now());
  if (!claim) throw new AppError('VALIDATION', REMOVAL_TOKEN_ERROR, { token: [REMOVAL_TOKEN_ERROR] });
  await completeRemoval(d, claim);
  return ok({ removed: true, message: REMOVAL_DONE_MESSAGE });
});
