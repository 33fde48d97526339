import { subscriptionRecordFor } from '../core/subscription';
import { AppError } from '../core/errors';
import { me } from '../core/schemas/me';
import { http, ok } from '../http/endpoint';
import { meView } from './me-view';

export const getMe = http({ response: me, summary: 'The caller, their flags, capabilities, subscription and profile' }, async ({ principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  const [user, subscription] = await Promise.all([d.users.get(principal.id), subscriptionRecordFor(d, principal.id)]);
  return ok(meView(principal, user, subscription));
});
