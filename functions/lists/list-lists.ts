import { physicianLists } from '../core/schemas/lists';
import { http, ok } from '../http/endpoint';
import { listView, signedIn } from './guard';

/** My Lists and the Saved Lists panel: the caller's lists, newest first, with their stored counts: one Query, bounded by the per-user cap. */
export const listLists = http({ response: physicianLists, summary: "The caller's physician lists, newest first" }, async ({ principal }, d) => {
  const user = signedIn(principal);
  return ok((await d.lists.listsOf(user.id)).map(listView));
});
