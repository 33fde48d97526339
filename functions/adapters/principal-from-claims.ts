import * as z from '../core/zod';
import type { Principal } from '../core/principal';

const claims = z.object({
  sub: z.string().min(1),
  email: z.string().min(1),
  'cognito:groups': z.array(z.string()).optional(),
  'custom:role': z.string().optional(),
  'custom:demo_account': z.string().optional(),
});

/** Both verifiers read the same ID-token claims into the same principal. */
export const principalFromClaims = (payload: unknown): Principal => {
  const c = claims.parse(payload);
  return {
    id: c.sub,
    email: c.email.toLowerCase(),
    groups: c['cognito:groups'] ?? [],
    ...(c['custom:role'] ? { role: c['custom:role'] } : {}),
    ...(c['custom:demo_account'] ? { demoAccount: c['custom:demo_account'] === 'true' } : {}),
  };
};
