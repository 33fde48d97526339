import { isDemo, passesPaywall } from '../core/access';
import type { Deps } from '../core/deps';
import { AppError, notFound } from '../core/errors';
import type { PhysicianListWithCount } from '../core/list-ports';
import type { Principal } from '../core/principal';
import type { PhysicianList } from '../core/schemas/lists';
import { subscriptionFor } from '../core/subscription';

export const signedIn = (p: Principal | null): Principal => {
  if (!p) throw new AppError('UNAUTHENTICATED', 'You need to be logged in to create or update lists.');
  return p;
};

/** Creating lists and adding to them: not in demo (checked first), and basic tier or better. */
export const mayBuildLists = async (p: Principal | null, d: Deps): Promise<Principal> => {
  const principal = signedIn(p);
  if (isDemo(principal)) throw new AppError('DEMO_RESTRICTED', 'Creating and saving lists is disabled in demo mode');
  if (!passesPaywall(principal, await subscriptionFor(d, principal), 'basic')) {
    throw new AppError('SUBSCRIPTION_REQUIRED', 'A subscription is required to create and add to lists');
  }
  return principal;
};

/** Another user's list and a list that does not exist answer the same. */
export const listNotFound = () => notFound('List');

/** One's own list by default; a list shared by another team member names its owner (`sharedBy`). */
export const listView = (l: PhysicianListWithCount, as: { sharedBy: string | null; mayManage: boolean } = { sharedBy: null, mayManage: true }): PhysicianList => ({
  id: l.id,
  name: l.name,
  description: l.description,
  createdAt: l.createdAt,
  updatedAt: l.updatedAt,
  physicianCount: l.physicianCount,
  visibility: l.teamId ? 'team' : 'private',
  sharedBy: as.sharedBy,
  mayManage: as.mayManage,
});
