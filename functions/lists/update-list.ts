import { isDemo } from '../core/access';
import { AppError } from '../core/errors';
import { listIdParams, listUpdate, physicianList } from '../core/schemas/lists';
import { http, ok } from '../http/endpoint';
import { listNotFound, listView, signedIn } from './guard';

/** Rename or re-describe one's own list; updatedAt moves. */
export const updateList = http({ errors: ['DEMO_RESTRICTED', 'CONFLICT'], params: listIdParams, body: listUpdate, response: physicianList, summary: 'Rename or describe one of the caller’s lists' }, async ({ params, body, principal }, d) => {
  const user = signedIn(principal);
  if (isDemo(user)) throw new AppError('DEMO_RESTRICTED', 'Creating and saving lists is disabled in demo mode');
  const patch = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description || null } : {}),
  };
  const list = await d.lists.update(user.id, params.id, patch, d.now().toISOString());
  if (!list) throw listNotFound();
  return ok(listView(list));
});
