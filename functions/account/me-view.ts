import { capabilitiesOf, isAdmin, isDemo } from '../core/access';
import type { SubscriptionRecord, UserRecord } from '../core/ports';
import type { Principal } from '../core/principal';
import type { Me } from '../core/schemas/me';
import { subscriptionView } from '../core/subscription';

/** /api/me's body: who the token says, what the user record and subscription add. */
export const meView = (principal: Principal, user: UserRecord | null, subscription: SubscriptionRecord | null): Me => ({
  id: principal.id,
  email: principal.email,
  isAdmin: isAdmin(principal),
  isDemo: isDemo(principal),
  capabilities: capabilitiesOf(principal),
  subscription: subscriptionView(subscription),
  profile: { name: user?.name ?? null, bio: user?.bio ?? null },
});
