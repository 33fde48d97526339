import { thousands } from '../thousands';
import * as z from '../zod';
import { memberStatus } from './list-pipeline';
import { LIST_ADD_MAX, LIST_MEMBERS_MAX, listIdParams } from './lists';
import { physicianIdParams } from './physician-summary';

/**
 * Bulk work on the members of one list (issue 24 item 4), shared by the API
 * and the web so both say the same limits. A selection is either the ids
 * ticked (at most LIST_ADD_MAX, like an add) or the whole list, optionally
 * one status of it, minus the ids unticked ("select all, then untick some").
 */
export const LIST_BULK_ACTIONS = ['status', 'move', 'copy', 'remove'] as const;
export type ListBulkAction = (typeof LIST_BULK_ACTIONS)[number];

const physicianId = physicianIdParams.shape.id;

export const listBulkRequest = z
  .object({
    action: z.enum(LIST_BULK_ACTIONS, { error: `Action must be one of ${LIST_BULK_ACTIONS.join(', ')}` }),
    /** The members ticked; or leave out and send `all`. */
    physicianIds: z.array(physicianId).min(1, 'Select at least one physician').max(LIST_ADD_MAX, `At most ${LIST_ADD_MAX} physicians by id; select all for more`).optional(),
    /** Every member of the list (or of the status `filter`), minus `exclude`. */
    all: z.literal(true).optional(),
    filter: memberStatus.optional(),
    exclude: z.array(physicianId).max(LIST_MEMBERS_MAX, `At most ${thousands(LIST_MEMBERS_MAX)} excluded physicians`).optional(),
    /** The new status (action `status`). */
    status: memberStatus.optional(),
    /** Another of the caller's lists (actions `move` and `copy`). */
    targetListId: listIdParams.shape.id.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.physicianIds !== undefined && b.all !== undefined) ctx.addIssue({ code: 'custom', path: ['all'], message: 'Send either physicianIds or all, not both' });
    if (b.physicianIds === undefined && b.all === undefined) ctx.addIssue({ code: 'custom', path: ['physicianIds'], message: 'Select at least one physician' });
    if (b.all === undefined) {
      for (const field of ['filter', 'exclude'] as const) {
        if (b[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${field} applies to a select-all (all: true) only` });
      }
    }
    if (b.action === 'status' && b.status === undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: 'Choose the new status' });
    if (b.action !== 'status' && b.status !== undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: 'status applies to the status action only' });
    const moves = b.action === 'move' || b.action === 'copy';
    if (moves && b.targetListId === undefined) ctx.addIssue({ code: 'custom', path: ['targetListId'], message: 'Choose the list to move or copy to' });
    if (!moves && b.targetListId !== undefined) ctx.addIssue({ code: 'custom', path: ['targetListId'], message: 'targetListId applies to move and copy only' });
  })
  .meta({
    description: `action status (with status), move or copy (with targetListId) or remove; on either physicianIds (1 to ${LIST_ADD_MAX}) or all: true (optionally one status by filter) minus exclude`,
  });
export type ListBulkRequest = z.infer<typeof listBulkRequest>;

const count = z.number().int().nonnegative();

/**
 * What a bulk action did. `selected`: members the selection named that are
 * on the list; `changed`: set to the status, removed, or added to the
 * target; `unchanged`: already had that status, or already in the target
 * (a move still takes them off this list); `notMember`: ids sent that are
 * not on the list; `overLimit`: left where they were because the target is
 * full. The counts after, for the page to show.
 */
export const listBulkResult = z.object({
  action: z.enum(LIST_BULK_ACTIONS),
  selected: count,
  changed: count,
  unchanged: count,
  notMember: count,
  overLimit: count,
  physicianCount: count,
  targetPhysicianCount: count.nullable(),
});
export type ListBulkResult = z.infer<typeof listBulkResult>;
