import { AppError } from '../core/errors';
import { listIdParams } from '../core/schemas/lists';
import { http, noContent } from '../http/endpoint';
import { listNotFound, signedIn } from './guard';
import { listAccess, mayManage } from './shared-access';

/**
 * Deletes one's own list, or (a team admin) one shared with the team: marked
 * first (racing adds are refused), then its membership rows, then the list,
 * freeing a slot of its owner's cap, with the team's pointer to it.
 */
export const deleteList = http({ status: 204, errors: ['CONFLICT', 'FORBIDDEN'], params: listIdParams, summary: 'Delete one of the caller’s lists (or, a team admin, one shared with the team) and its memberships (204)' }, async ({ params, principal }, d) => {
  const user = signedIn(principal);
  const access = await listAccess(d, user, params.id);
  if (!access) throw listNotFound();
  if (!mayManage(access)) throw new AppError('FORBIDDEN', 'Only the list’s owner and team admins can delete a shared list');
  if (!(await d.lists.delete(access.ownerId, params.id))) throw listNotFound();
  return noContent();
});
