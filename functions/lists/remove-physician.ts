import { AppError } from '../core/errors';
import { listMemberParams } from '../core/schemas/lists';
import { http, noContent } from '../http/endpoint';
import { listNotFound, signedIn } from './guard';
import { listAccess } from './shared-access';

/** Takes one physician off one's own list, or one shared with one's team (204); 404 when the list is not the caller's or the physician is not on it. */
export const removePhysician = http({ status: 204, errors: ['CONFLICT'], params: listMemberParams, summary: 'Remove a physician from one of the caller’s lists or one shared with their team (204)' }, async ({ params, principal }, d) => {
  const user = signedIn(principal);
  const access = await listAccess(d, user, params.id);
  if (!access) throw listNotFound();
  const outcome = await d.lists.removeMember(access.ownerId, params.id, params.physicianId, d.now().toISOString());
  if (outcome === 'no-list') throw listNotFound();
  if (outcome === 'not-member') throw new AppError('NOT_FOUND', 'Physician is not on this list');
  return noContent();
});
