import { thousands } from '../core/thousands';
import { AppError } from '../core/errors';
import { LIST_MEMBERS_MAX, listAddPhysicians, listAddResult, listIdParams, type ListAddResult } from '../core/schemas/lists';
import { http, ok } from '../http/endpoint';
import { listNotFound, mayBuildLists } from './guard';
import { listAccess } from './shared-access';

/**
 * Adds physicians to one's own list or one shared with one's team: each id once, only profiles that exist,
 * members already there left as they were, at most LIST_MEMBERS_MAX in all
 * (what does not fit is `overLimit`; nothing fitting at all is a 409).
 */
export const addPhysicians = http(
  { access: 'plan', errors: ['DEMO_RESTRICTED', 'CONFLICT'], params: listIdParams, body: listAddPhysicians, response: listAddResult, summary: `Add physicians to one of the caller’s lists or one shared with their team (deduplicated, max 500 per call, ${LIST_MEMBERS_MAX} per list)` },
  async ({ params, body, principal }, d) => {
    const user = await mayBuildLists(principal, d);
    // Access first: nothing about the directory is looked up for a list the caller cannot reach.
    const access = await listAccess(d, user, params.id);
    if (!access) throw listNotFound();
    const unique = [...new Set(body.physicianIds)];
    const existing = (await d.physicians.getMany(unique)).map((r) => r.id);
    const result = await d.lists.addMembers(access.ownerId, params.id, existing, d.now().toISOString(), LIST_MEMBERS_MAX);
    if (!result) throw listNotFound();
    if (!result.added.length && result.overLimit.length) {
      throw new AppError('CONFLICT', `This list already holds the maximum of ${thousands(LIST_MEMBERS_MAX)} physicians. Remove some or use another list.`);
    }
    const after = await d.lists.get(access.ownerId, params.id);
    const reply: ListAddResult = {
      added: result.added.length,
      alreadyInList: result.alreadyInList.length,
      notFound: unique.length - existing.length,
      overLimit: result.overLimit.length,
      physicianCount: after?.physicianCount ?? 0,
    };
    return ok(reply);
  },
);
