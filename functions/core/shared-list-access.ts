import type { Deps } from './deps';
import type { PhysicianListWithCount } from './list-ports';
import type { Principal } from './principal';
import type { TeamMemberRecord } from './team-ports';

/** How the caller reaches a list: as its owner, or as a member of the team it is shared with. */
export interface ListAccess {
  readonly ownerId: string;
  readonly list: PhysicianListWithCount;
  readonly mine: boolean;
  /** The caller's team, when they are in one (names who changed a member; admins manage shared lists). */
  readonly teamId: string | null;
  /** The caller's row in that team, read only for a shared list. */
  readonly me: TeamMemberRecord | null;
  /** The owner's row, for a shared list (the "Shared by" name). */
  readonly owner: TeamMemberRecord | null;
}

/**
 * The caller's own list, or one shared with the caller's team (issue 26 item
 * 4). The team comes from the caller's link, read per request, never from the
 * request: another team's list id, a list that was never shared, one unshared
 * since, or one whose owner left the team all answer null (the route's 404),
 * like a list that does not exist; an ex-member has no link, so no shared list.
 */
export const listAccess = async (d: Deps, user: Principal, listId: string): Promise<ListAccess | null> => {
  const [own, link] = await Promise.all([d.lists.get(user.id, listId), d.teams.linkOf(user.id)]);
  if (own) return { ownerId: user.id, list: own, mine: true, teamId: link?.teamId ?? null, me: null, owner: null };
  if (!link) return null;
  const ownerId = await d.lists.sharedOwner(link.teamId, listId);
  if (!ownerId) return null;
  const [list, rows] = await Promise.all([d.lists.get(ownerId, listId), d.teams.membersOf(link.teamId, [user.id, ownerId])]);
  const me = rows.find((r) => r.userId === user.id);
  const owner = rows.find((r) => r.userId === ownerId);
  if (!list || list.teamId !== link.teamId || !me || !owner) return null;
  return { ownerId, list, mine: false, teamId: link.teamId, me, owner };
};

/** Renaming, deleting and unsharing: the owner, or an admin (or the owner) of the team the list is shared with. */
export const mayManage = (a: ListAccess): boolean => a.mine || a.me?.role === 'admin' || a.me?.role === 'owner';

/** Who changed members, by user id → address: the team's rows for these ids, and the caller as themselves. */
export const changerNames = async (d: Deps, user: Principal, teamId: string | null, ids: readonly (string | null)[]): Promise<Map<string, string>> => {
  const wanted = [...new Set(ids.filter((i): i is string => i !== null && i !== user.id))];
  const rows = teamId && wanted.length ? await d.teams.membersOf(teamId, wanted) : [];
  return new Map([[user.id, user.email.toLowerCase()], ...rows.map((r): [string, string] => [r.userId, r.email])]);
};

/** A changer who is no longer in the team keeps a name that says so, not their address. */
export const FORMER_MEMBER = 'a former team member';
