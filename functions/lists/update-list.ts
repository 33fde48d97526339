import { isDemo } from '../core/access';
import { AppError } from '../core/errors';
import { listIdParams, listUpdate, physicianList } from '../core/schemas/lists';
import { http, ok } from '../http/endpoint';
import { listNotFound, listView, signedIn } from './guard';
import { listAccess, mayManage } from './shared-access';

/**
 * Rename, re-describe, share with the team or make private again (issue 26
 * item 4); updatedAt moves with a rename. Sharing is the owner's, and needs a
 * team (409 without one); renaming and unsharing are the owner's or a team
 * admin's (a member who sees a shared list gets 403, with the reason).
 */
export const updateList = http(
  { errors: ['DEMO_RESTRICTED', 'CONFLICT', 'FORBIDDEN'], params: listIdParams, body: listUpdate, response: physicianList, summary: 'Rename or describe one of the caller’s lists, or share it with the caller’s team or make it private again' },
  async ({ params, body, principal }, d) => {
    const user = signedIn(principal);
    if (isDemo(user)) throw new AppError('DEMO_RESTRICTED', 'Creating and saving lists is disabled in demo mode');
    const access = await listAccess(d, user, params.id);
    if (!access) throw listNotFound();
    if (!mayManage(access)) throw new AppError('FORBIDDEN', 'Only the list’s owner and team admins can rename or unshare a shared list');
    const sharing = body.visibility === 'team' && !access.list.teamId;
    if (sharing && !access.mine) throw new AppError('FORBIDDEN', 'Only the list’s owner can share it');
    if (sharing && !access.teamId) throw new AppError('CONFLICT', 'Join or create a team to share lists with it');
    const patch = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description || null } : {}),
    };
    let list = access.list;
    if (Object.keys(patch).length) list = (await d.lists.update(access.ownerId, params.id, patch, d.now().toISOString())) ?? throwNotFound();
    if (sharing) list = (await d.lists.share(access.ownerId, params.id, access.teamId)) ?? throwNotFound();
    if (body.visibility === 'private' && list.teamId) list = (await d.lists.share(access.ownerId, params.id, null)) ?? throwNotFound();
    // An admin who unshared another member's list no longer sees it: the answer still names its owner.
    return ok(listView(list, { sharedBy: access.owner?.email ?? null, mayManage: true }));
  },
);

const throwNotFound = (): never => {
  throw listNotFound();
};
