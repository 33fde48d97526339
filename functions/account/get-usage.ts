import { AppError } from '../core/errors';
import { usageOf } from '../core/fair-use';
import { usage } from '../core/schemas/usage';
import { http, ok } from '../http/endpoint';

/** What is left today of the reveal and export caps, read from the counters the reveal and export endpoints consume. */
export const getUsage = http({ response: usage, summary: "What is left today of the caller's contact-reveal and export caps" }, async ({ principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  return ok(await usageOf(d.activity, d.config, principal.id, d.now()));
});
