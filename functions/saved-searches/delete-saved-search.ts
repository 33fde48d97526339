import { notFound } from '../core/errors';
import { savedSearchIdParams } from '../core/schemas/saved-searches';
import { http, noContent } from '../http/endpoint';
import { signedIn } from './guard';

/** Deletes one of the caller's saved searches (204); anyone else's is 404. */
export const deleteSavedSearch = http({ status: 204, errors: ['CONFLICT'], params: savedSearchIdParams, summary: 'Delete one of the caller’s saved searches (204)' }, async ({ params, principal }, d) => {
  const user = signedIn(principal);
  if (!(await d.savedSearches.delete(user.id, params.id))) throw notFound('Saved search');
  return noContent();
});
