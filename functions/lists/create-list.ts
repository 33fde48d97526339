import { AppError } from '../core/errors';
import { newId } from '../core/ids';
import { LISTS_MAX, listCreate, physicianList } from '../core/schemas/lists';
import { noStatusCounts } from '../core/schemas/list-pipeline';
import { created, http } from '../http/endpoint';
import { listView, mayBuildLists } from './guard';

/** A new, empty list (basic tier or better; not in demo); at most LISTS_MAX per user, enforced by the store's transaction. */
export const createList = http({ status: 201, access: 'plan', errors: ['DEMO_RESTRICTED', 'CONFLICT'], body: listCreate, response: physicianList, summary: `Create a physician list (at most ${LISTS_MAX} per user; 409 beyond)` }, async ({ body, principal }, d) => {
  const user = await mayBuildLists(principal, d);
  const now = d.now();
  const at = now.toISOString();
  const list = { id: newId(now), userId: user.id, name: body.name, description: body.description || null, createdAt: at, updatedAt: at };
  if (!(await d.lists.create(list, LISTS_MAX))) {
    throw new AppError('CONFLICT', `You can keep at most ${LISTS_MAX} physician lists. Delete one to create another.`);
  }
  return created(listView({ ...list, physicianCount: 0, statusCounts: noStatusCounts }));
});
