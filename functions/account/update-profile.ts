import { isDemo } from '../core/access';
import { AppError } from '../core/errors';
import { me, profileUpdate } from '../core/schemas/me';
import { http, ok } from '../http/endpoint';
import { meView } from './me-view';

/** The Profile tab's Save Changes: name and bio, persisted (the spec only simulated it). Demo accounts may not edit. */
export const updateProfile = http({ errors: ['DEMO_RESTRICTED'], body: profileUpdate, response: me, summary: "Update the caller's name and bio; returns /api/me" }, async ({ body, principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  if (isDemo(principal)) throw new AppError('DEMO_RESTRICTED', 'Profile editing is disabled in demo mode');
  const [user, subscription] = await Promise.all([
    d.users.updateProfile({ id: principal.id, email: principal.email }, body, d.now().toISOString()),
    d.users.subscriptionOf(principal.id),
  ]);
  return ok(meView(principal, user, subscription));
});
