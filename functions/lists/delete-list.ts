import { listIdParams } from '../core/schemas/lists';
import { http, noContent } from '../http/endpoint';
import { listNotFound, signedIn } from './guard';

/** Deletes one's own list: marked first (racing adds are refused), then its membership rows, then the list, freeing a slot of the cap. */
export const deleteList = http({ status: 204, errors: ['CONFLICT'], params: listIdParams, summary: 'Delete one of the caller’s lists and its memberships (204)' }, async ({ params, principal }, d) => {
  const user = signedIn(principal);
  if (!(await d.lists.delete(user.id, params.id))) throw listNotFound();
  return noContent();
});
