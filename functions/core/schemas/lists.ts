import * as z from '../zod';
import { type MemberStatus, listSort, memberStatus, statusCounts } from './list-pipeline';
import { PAGE_SIZE } from './physician-constants';
import { physicianIdParams, physicianSummary } from './physician-summary';

export const LIST_NAME_MAX = 100;
export const LIST_DESCRIPTION_MAX = 500;
/** Physicians one add call may carry (the select-all maximum). */
export const LIST_ADD_MAX = 500;
export const LIST_PAGE_SIZE = PAGE_SIZE;
/** Lists one user may keep (like saved searches): bounds `GET /api/lists` to one small Query. */
export const LISTS_MAX = 200;
/** Physicians one list may hold: bounds a whole-list read (exports) to a few Query pages. */
export const LIST_MEMBERS_MAX = 10_000;

const physicianId = physicianIdParams.shape.id;
const listId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid list id');

export const listIdParams = z.object({ id: listId });
export const listMemberParams = z.object({ id: listId, physicianId });

const name = z
  .string()
  .trim()
  .min(1, 'Please enter a name for your list.')
  .max(LIST_NAME_MAX, `Name must be at most ${LIST_NAME_MAX} characters`);
const description = z.string().trim().max(LIST_DESCRIPTION_MAX, `Description must be at most ${LIST_DESCRIPTION_MAX} characters`);

/** POST /api/lists. A blank description is no description. */
export const listCreate = z.object({
  name,
  description: description.nullable().optional(),
});
export type ListCreate = z.infer<typeof listCreate>;

/** Private: the owner alone; team: every member of the owner's team sees and works it (issue 26 item 4). */
export const listVisibility = z.enum(['private', 'team']);
export type ListVisibility = z.infer<typeof listVisibility>;

/** PATCH /api/lists/{id}: only the fields sent change; an empty or null description clears it. */
export const listUpdate = z
  .object({
    name: name.optional(),
    description: description.nullable().optional(),
    visibility: listVisibility.optional(),
  })
  .refine((b) => b.name !== undefined || b.description !== undefined || b.visibility !== undefined, { message: 'Nothing to update', path: ['body'] });
export type ListUpdate = z.infer<typeof listUpdate>;

/** A list as the My Lists page and the Saved Lists panel show it. */
export const physicianList = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Stored on the list, changed in the same transaction as each membership row. */
  physicianCount: z.number().int().nonnegative(),
  visibility: listVisibility,
  /** The owner's address when the list is another team member's, shared with the caller's team; null for one's own. */
  sharedBy: z.string().nullable(),
  /** Whether the caller may rename, delete or unshare it: its owner, or an admin of the team it is shared with. */
  mayManage: z.boolean(),
});
export type PhysicianList = z.infer<typeof physicianList>;

export const physicianLists = z.array(physicianList);

/**
 * Where a page of members starts: just after this member, in newest-first
 * order, with `status` in pipeline order (the status views: a status
 * filter or the status sort), or with `byName` in name order (the name
 * sort, with or without a status filter), so a cursor of one view cannot
 * walk another. A name cursor holds no name: the server reads the member's
 * name key back.
 */
export interface ListCursor {
  readonly addedAt: string;
  readonly physicianId: string;
  readonly status?: MemberStatus;
  readonly byName?: true;
}

const cursorParts = z.union([
  z.tuple([z.iso.datetime(), physicianId]),
  z.tuple([z.iso.datetime(), physicianId, memberStatus]),
  z.tuple([z.iso.datetime(), physicianId, z.literal('name')]),
]);

export const encodeListCursor = (c: ListCursor): string =>
  Buffer.from(JSON.stringify(c.byName ? [c.addedAt, c.physicianId, 'name'] : c.status ? [c.addedAt, c.physicianId, c.status] : [c.addedAt, c.physicianId])).toString('base64url');

/** An opaque `cursor` from a previous page; anything else (tampered, truncated) is a 400 with a field error, never a 500. */
const listCursor = z
  .string()
  .max(300)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor')
  .transform((s, ctx): ListCursor => {
    let parts: unknown;
    try {
      parts = JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));
    } catch {
      parts = null;
    }
    const parsed = cursorParts.safeParse(parts);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'Invalid cursor' });
      return z.NEVER;
    }
    const [addedAt, id, view] = parsed.data;
    if (view === 'name') return { addedAt, physicianId: id, byName: true };
    return { addedAt, physicianId: id, ...(view ? { status: view } : {}) };
  });

/**
 * GET /api/lists/{id}: no cursor is the first page; `status` shows one
 * status only, `sort=status` orders by pipeline stage. Both read the list's
 * status rows, so their pages are as exact as the newest-first ones.
 * `sort=name` (with or without `status`) reads the list's name rows.
 */
export const listDetailQuery = z
  .object({ cursor: listCursor.optional(), status: memberStatus.optional(), sort: listSort.default('added') })
  .superRefine((q, ctx) => {
    if (!q.cursor) return;
    const nameView = q.sort === 'name';
    const statusView = !nameView && (q.status !== undefined || q.sort === 'status');
    const fits = nameView
      ? q.cursor.byName === true
      : q.cursor.byName !== true && (statusView ? q.cursor.status !== undefined && (q.status === undefined || q.cursor.status === q.status) : q.cursor.status === undefined);
    if (!fits) ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'This cursor belongs to another view of the list' });
  });
export type ListDetailQuery = z.infer<typeof listDetailQuery>;

export const listPhysician = physicianSummary.extend({
  addedAt: z.string(),
  status: memberStatus,
  note: z.string().nullable(),
  statusUpdatedAt: z.string().nullable(),
  /** Who last set the status or note (their address; "you" is the caller's own); null while nobody did. */
  changedBy: z.string().nullable(),
});
export type ListPhysician = z.infer<typeof listPhysician>;

/**
 * GET /api/lists/{id}: the list and one page of its physicians, newest
 * additions first. `total` is the list's stored count; `nextCursor` (null on
 * the last page) asks for the page after this one.
 */
export const listDetail = z.object({
  list: physicianList,
  physicians: z.object({
    items: z.array(listPhysician),
    /** The list's stored count, or with a status filter that status's stored count. */
    total: z.number().int(),
    pageSize: z.number().int(),
    nextCursor: z.string().nullable(),
    /** Members per status, for the filter's counts. */
    statusCounts,
  }),
});
export type ListDetail = z.infer<typeof listDetail>;

/** POST /api/lists/{id}/physicians. */
export const listAddPhysicians = z.object({
  physicianIds: z.array(physicianId).min(1, 'Please select at least one physician to add to the list.').max(LIST_ADD_MAX, `At most ${LIST_ADD_MAX} physicians per call`),
});
export type ListAddPhysicians = z.infer<typeof listAddPhysicians>;

/** Counts of what an add did; physicianCount is the list's count afterwards; overLimit were left out because the list is full. */
export const listAddResult = z.object({
  added: z.number().int().nonnegative(),
  alreadyInList: z.number().int().nonnegative(),
  notFound: z.number().int().nonnegative(),
  overLimit: z.number().int().nonnegative(),
  physicianCount: z.number().int().nonnegative(),
});
export type ListAddResult = z.infer<typeof listAddResult>;
