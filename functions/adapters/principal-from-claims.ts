import * as z from '../core/zod';
import type { Principal } from '../core/principal';

// custom:role and custom:demo_account are deliberately not read: only groups, which users cannot set themselves, grant anything.
const claims = z.object({
  sub: z.string().min(1),
  email: z.string().min(1),
  'cognito:username': z.string().min(1).optional(),
  'cognito:groups': z.array(z.string()).optional(),
});

/** Both verifiers read the same ID-token claims into the same principal. */
export const principalFromClaims = (payload: unknown): Principal => {
  const c = claims.parse(payload);
  return {
    id: c.sub,
    // Cognito ID tokens always carry it; the sub is accepted as a username by the admin APIs too.
    username: c['cognito:username'] ?? c.sub,
    email: c.email.toLowerCase(),
    groups: c['cognito:groups'] ?? [],
  };
};
