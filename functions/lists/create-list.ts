import { newId } from '../core/ids';
import { listCreate, physicianList } from '../core/schemas/lists';
import { created, http } from '../http/endpoint';
import { listView, mayBuildLists } from './guard';

/** A new, empty list (basic tier or better; not in demo). */
export const createList = http({ body: listCreate, response: physicianList, summary: 'Create a physician list' }, async ({ body, principal }, d) => {
  const user = await mayBuildLists(principal, d);
  const now = d.now();
  const at = now.toISOString();
  const list = { id: newId(now), userId: user.id, name: body.name, description: body.description || null, createdAt: at, updatedAt: at };
  await d.lists.create(list);
  return created(listView({ ...list, physicianCount: 0 }));
});
