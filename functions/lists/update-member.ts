import { isDemo } from '../core/access';
import { AppError } from '../core/errors';
import { type ListMemberState, listMemberState, listMemberUpdate } from '../core/schemas/list-pipeline';
import { listMemberParams } from '../core/schemas/lists';
import { http, ok } from '../http/endpoint';
import { listNotFound, signedIn } from './guard';

/**
 * Where a candidate stands on one's own list: status and/or note. Like
 * renaming a list it needs no plan (a lapsed subscriber keeps their pipeline
 * current), but not in demo: the spec's demo account saves neither lists nor
 * candidates. 404 when the list is not the caller's or the physician is not on it.
 */
export const updateMember = http(
  { errors: ['DEMO_RESTRICTED', 'CONFLICT'], params: listMemberParams, body: listMemberUpdate, response: listMemberState, summary: 'Set the status and/or note of a physician on one of the caller’s lists' },
  async ({ params, body, principal }, d) => {
    const user = signedIn(principal);
    if (isDemo(user)) throw new AppError('DEMO_RESTRICTED', 'Creating and saving lists is disabled in demo mode');
    const patch = { ...(body.status !== undefined ? { status: body.status } : {}), ...(body.note !== undefined ? { note: body.note || null } : {}) };
    const outcome = await d.lists.updateMember(user.id, params.id, params.physicianId, patch, d.now().toISOString());
    if (outcome === 'no-list') throw listNotFound();
    if (outcome === 'not-member') throw new AppError('NOT_FOUND', 'Physician is not on this list');
    const { physicianId, status, note, statusUpdatedAt } = outcome.member;
    const reply: ListMemberState = { physicianId, status, note, statusUpdatedAt };
    return ok(reply);
  },
);
