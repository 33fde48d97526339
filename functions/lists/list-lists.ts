import { physicianLists } from '../core/schemas/lists';
import { http, ok } from '../http/endpoint';
import { listView, signedIn } from './guard';

/**
 * My Lists and the Saved Lists panel: the caller's lists, newest first, with
 * their stored counts (one Query, bounded by the per-user cap), then the lists
 * other members of the caller's team share with it (one Query of the team's
 * pointers, one batched read), each naming its owner. A list whose owner is
 * no longer in the team is not shown.
 */
export const listLists = http({ response: physicianLists, summary: "The caller's physician lists, newest first, then those shared with the caller's team" }, async ({ principal }, d) => {
  const user = signedIn(principal);
  const [own, link] = await Promise.all([d.lists.listsOf(user.id), d.teams.linkOf(user.id)]);
  const mine = own.map((l) => listView(l));
  if (!link) return ok(mine);
  const shared = (await d.lists.sharedWith(link.teamId)).filter((l) => l.userId !== user.id);
  if (!shared.length) return ok(mine);
  const rows = await d.teams.membersOf(link.teamId, [user.id, ...shared.map((l) => l.userId)]);
  const byId = new Map(rows.map((r) => [r.userId, r]));
  const me = byId.get(user.id);
  const manages = me?.role === 'admin' || me?.role === 'owner';
  const theirs = me
    ? shared.flatMap((l) => {
        const owner = byId.get(l.userId);
        return owner ? [listView(l, { sharedBy: owner.email, mayManage: manages })] : [];
      })
    : [];
  return ok([...mine, ...theirs]);
});
