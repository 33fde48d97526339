import { isDemo } from '../core/access';
import { AppError, notFound } from '../core/errors';
import type { CarriedState } from '../core/list-ports';
import { type ListBulkResult, listBulkRequest, listBulkResult } from '../core/schemas/list-bulk';
import { LIST_ADD_MAX, LIST_MEMBERS_MAX, listIdParams } from '../core/schemas/lists';
import { http, ok } from '../http/endpoint';
import { listNotFound, mayBuildLists, signedIn } from './guard';
import { copyMembers } from './copy-members';
import { listAccess } from './shared-access';

const DEMO = 'Creating and saving lists is disabled in demo mode';

/**
 * One action on many members of one's own list (or one shared with one's team): set their status, move or
 * copy them to another of one's lists (status and note go along), or remove
 * them. Status and remove need no plan (like their one-member routes); move
 * and copy add to a list, so they need what Add to List needs. Demo is 403
 * for all. What does not fit a full target stays where it was (`overLimit`);
 * nothing fitting at all is a 409, as an add's.
 */
export const bulkMembers = http(
  {
    access: 'plan',
    errors: ['DEMO_RESTRICTED', 'CONFLICT'],
    params: listIdParams,
    body: listBulkRequest,
    response: listBulkResult,
    summary: `Set the status of, move, copy or remove many physicians of one of the caller’s lists or one shared with their team (${LIST_ADD_MAX} by id, or all of a list of at most ${LIST_MEMBERS_MAX} minus some)`,
  },
  async ({ params, body, principal }, d) => {
    const user = signedIn(principal);
    if (isDemo(user)) throw new AppError('DEMO_RESTRICTED', DEMO);
    if (body.targetListId !== undefined) await mayBuildLists(principal, d);
    if (body.targetListId === params.id) throw new AppError('VALIDATION', 'Choose another list to move or copy to', { targetListId: ['Choose another list than this one'] });
    // Access to both lists (one's own or shared with one's team) before anything is read of their members.
    const [source, targetAccess] = await Promise.all([listAccess(d, user, params.id), body.targetListId !== undefined ? listAccess(d, user, body.targetListId) : null]);
    if (!source) throw listNotFound();
    if (body.targetListId !== undefined && !targetAccess) throw notFound('Target list');
    const owner = source.ownerId;
    const selection = body.physicianIds ? { physicianIds: body.physicianIds } : { exclude: body.exclude ?? [], ...(body.filter ? { status: body.filter } : {}) };
    const members = await d.lists.selectMembers(owner, params.id, selection);
    if (!members) throw listNotFound();
    const ids = members.map((m) => m.physicianId);
    const at = d.now().toISOString();
    const sent = body.physicianIds ? new Set(body.physicianIds).size : ids.length;
    let changed = 0;
    let unchanged = 0;
    let overLimit = 0;
    let gone = 0;
    if (body.action === 'status' || body.action === 'remove') {
      const out = body.action === 'status' ? await d.lists.setStatuses(owner, params.id, ids, body.status!, at, user.id) : await d.lists.removeMembers(owner, params.id, ids, at);
      if (!out) throw listNotFound();
      [changed, unchanged, gone] = [out.changed.length, out.unchanged.length, out.notMember.length];
    } else {
      const carried = new Map<string, CarriedState>(members.map((m) => [m.physicianId, { status: m.status, note: m.note }]));
      const out = await copyMembers(d, { ownerId: owner, listId: params.id }, { ownerId: targetAccess!.ownerId, listId: body.targetListId! }, ids, carried, body.action === 'move', at);
      [changed, unchanged, overLimit, gone] = [out.added, out.alreadyInList, out.overLimit, out.gone];
    }
    const [after, target] = await Promise.all([d.lists.get(owner, params.id), targetAccess ? d.lists.get(targetAccess.ownerId, targetAccess.list.id) : null]);
    const reply: ListBulkResult = {
      action: body.action,
      selected: ids.length - gone,
      changed,
      unchanged,
      notMember: sent - ids.length + gone,
      overLimit,
      physicianCount: after?.physicianCount ?? 0,
      targetPhysicianCount: target ? target.physicianCount : null,
    };
    return ok(reply);
  },
);
