import { savedSearches } from '../core/schemas/saved-searches';
import { http, ok } from '../http/endpoint';
import { savedSearchView, signedIn } from './guard';

/** The Saved Searches panel: the caller's saved searches, newest first. */
export const listSavedSearches = http({ response: savedSearches, summary: "The caller's saved searches, newest first" }, async ({ principal }, d) => {
  const user = signedIn(principal);
  return ok((await d.savedSearches.listOf(user.id)).map(savedSearchView));
});
