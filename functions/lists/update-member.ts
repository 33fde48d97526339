import { isDemo } from '../core/access';
import { AppError } from '../core/errors';
import { type ListMemberState, listMemberState, listMemberUpdate } from '../core/schemas/list-pipeline';
import { listMemberParams } from '../core/schemas/lists';
import { http, ok } from '../http/endpoint';
import { listNotFound, signedIn } from './guard';
import { FORMER_MEMBER, changerNames, listAccess } from './shared-access';

/**
 * Where a candidate stands on one's own list, or on one shared with one's
 * team: status and/or note, recorded with who changed it. Like renaming a
 * list it needs no plan (a lapsed subscriber keeps their pipeline current),
 * but not in demo: the spec's demo account saves neither lists nor
 * candidates. 404 when the caller cannot reach the list or the physician is not on it.
 */
export const updateMember = http(
  { errors: ['DEMO_RESTRICTED', 'CONFLICT'], params: listMemberParams, body: listMemberUpdate, response: listMemberState, summary: 'Set the status and/or note of a physician on one of the caller’s lists or one shared with their team' },
  async ({ params, body, principal }, d) => {
    const user = signedIn(principal);
    if (isDemo(user)) throw new AppError('DEMO_RESTRICTED', 'Creating and saving lists is disabled in demo mode');
    const access = await listAccess(d, user, params.id);
    if (!access) throw listNotFound();
    const patch = { ...(body.status !== undefined ? { status: body.status } : {}), ...(body.note !== undefined ? { note: body.note || null } : {}) };
    const outcome = await d.lists.updateMember(access.ownerId, params.id, params.physicianId, patch, d.now().toISOString(), user.id);
    if (outcome === 'no-list') throw listNotFound();
    if (outcome === 'not-member') throw new AppError('NOT_FOUND', 'Physician is not on this list');
    const { physicianId, status, note, statusUpdatedAt, changedBy } = outcome.member;
    const names = await changerNames(d, user, access.teamId, [changedBy]);
    const reply: ListMemberState = { physicianId, status, note, statusUpdatedAt, changedBy: changedBy === null ? null : (names.get(changedBy) ?? FORMER_MEMBER) };
    return ok(reply);
  },
);
