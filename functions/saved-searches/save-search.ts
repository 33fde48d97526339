import { isDemo } from '../core/access';
import { AppError } from '../core/errors';
import { newId } from '../core/ids';
import { distanceFilterOf } from '../core/search/distance';
import { SAVED_SEARCHES_MAX, savedSearch, savedSearchCreate } from '../core/schemas/saved-searches';
import { created, http } from '../http/endpoint';
import { savedSearchView, signedIn } from './guard';

/** Saves the current filter set under a name (not in demo); at most SAVED_SEARCHES_MAX per user. */
export const saveSearch = http({ status: 201, errors: ['DEMO_RESTRICTED', 'CONFLICT'], body: savedSearchCreate, response: savedSearch, summary: 'Save a search (filter set) for the caller' }, async ({ body, principal }, d) => {
  const user = signedIn(principal);
  // A saved search must run: an unknown ZIP is the same 400 as on the search.
  distanceFilterOf(body.searchParams);
  if (isDemo(user)) throw new AppError('DEMO_RESTRICTED', 'Saving searches is disabled in demo mode');
  const now = d.now();
  const record = { id: newId(now), userId: user.id, name: body.name, createdAt: now.toISOString(), searchParams: body.searchParams };
  if (!(await d.savedSearches.create(record, SAVED_SEARCHES_MAX))) {
    throw new AppError('CONFLICT', `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`);
  }
  return created(savedSearchView(record));
});
