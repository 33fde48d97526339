import { FREE, type SubscriptionState } from './access';
import type { UserStore } from './ports';
import type { Principal } from './principal';

/** The caller's subscription as the access rules see it; anonymous callers and users without one are free. */
export const subscriptionFor = async (users: UserStore, p: Principal | null): Promise<SubscriptionState> =>
  p ? ((await users.subscriptionOf(p.id)) ?? FREE) : FREE;
