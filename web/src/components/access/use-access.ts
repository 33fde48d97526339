import { passesPaywall, type RequiredTier, tierCovers, visibleLimitOf } from '@core/access';
import type { Principal } from '@core/principal';
import type { Capabilities, Me } from '@core/schemas/me';
import { useAuth } from '../../lib/auth/auth-context';
import { useMe } from '../../lib/auth/use-me';
import { useSubscription } from '../../lib/subscription/subscription-context';

export interface Access {
  /** False while the session or GET /api/me is still loading: no decision yet (spec core §4). */
  ready: boolean;
  signedIn: boolean;
  /** Changes when the viewer or their tier does, so cached results are not shared across them. */
  viewerKey: string;
  isAdmin: boolean;
  isDemo: boolean;
  capabilities: Capabilities | null;
  /** Admins and demo pass; others need a subscription covering `tier` (core access rules). */
  passes: (tier: RequiredTier) => boolean;
  /** The subscription alone covers `tier` (no admin or demo bypass). */
  subscribedTo: (tier: RequiredTier) => boolean;
  /** Rows (and selections) a free viewer is limited to; null when unlimited. */
  visibleLimit: number | null;
}

/** The caller as the core rules see it: admin and demo are carried as the groups they come from. */
const principalOf = (me: Me): Principal => ({
  id: me.id,
  email: me.email,
  groups: [...(me.isAdmin ? ['admin'] : []), ...(me.isDemo ? ['demo'] : [])],
});

/**
 * The viewer's access, decided by the shared rules of functions/core/access.ts.
 * The subscription is the one SubscriptionProvider keeps (spec core §4): free
 * when signed out or when the last check failed.
 */
export const useAccess = (): Access => {
  const auth = useAuth();
  const me = useMe();
  const current = useSubscription();
  const signedIn = auth.status === 'signedIn';
  const data = signedIn ? me.data : undefined;
  const principal = data ? principalOf(data) : null;
  const subscription = { subscribed: current.isSubscribed, tier: current.tier };

  return {
    ready: auth.status !== 'loading' && (!signedIn || !me.isPending),
    signedIn,
    viewerKey: signedIn ? `${auth.user.id}:${subscription.subscribed ? subscription.tier : 'free'}` : 'anonymous',
    isAdmin: data?.isAdmin === true,
    isDemo: data?.isDemo === true,
    capabilities: data?.capabilities ?? null,
    passes: (tier) => passesPaywall(principal, subscription, tier),
    subscribedTo: (tier) => tierCovers(subscription, tier),
    visibleLimit: visibleLimitOf(principal, subscription),
  };
};
