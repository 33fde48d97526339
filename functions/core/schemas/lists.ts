import * as z from '../zod';
import { PAGE_SIZE, physicianIdParams, physicianSummary } from './physician';

export const LIST_NAME_MAX = 100;
export const LIST_DESCRIPTION_MAX = 500;
/** Physicians one add call may carry (the select-all maximum). */
export const LIST_ADD_MAX = 500;
export const LIST_PAGE_SIZE = PAGE_SIZE;

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

/** PATCH /api/lists/{id}: only the fields sent change; an empty or null description clears it. */
export const listUpdate = z
  .object({
    name: name.optional(),
    description: description.nullable().optional(),
  })
  .refine((b) => b.name !== undefined || b.description !== undefined, { message: 'Nothing to update', path: ['body'] });
export type ListUpdate = z.infer<typeof listUpdate>;

/** A list as the My Lists page and the Saved Lists panel show it. */
export const physicianList = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Derived by counting the membership rows. */
  physicianCount: z.number().int().nonnegative(),
});
export type PhysicianList = z.infer<typeof physicianList>;

export const physicianLists = z.array(physicianList);

export const listDetailQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const listPhysician = physicianSummary.extend({ addedAt: z.string() });
export type ListPhysician = z.infer<typeof listPhysician>;

/** GET /api/lists/{id}: the list and one page of its physicians, newest additions first. */
export const listDetail = z.object({
  list: physicianList,
  physicians: z.object({
    items: z.array(listPhysician),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type ListDetail = z.infer<typeof listDetail>;

/** POST /api/lists/{id}/physicians. */
export const listAddPhysicians = z.object({
  physicianIds: z.array(physicianId).min(1, 'Please select at least one physician to add to the list.').max(LIST_ADD_MAX, `At most ${LIST_ADD_MAX} physicians per call`),
});
export type ListAddPhysicians = z.infer<typeof listAddPhysicians>;

/** Counts of what an add did; physicianCount is the list's count afterwards. */
export const listAddResult = z.object({
  added: z.number().int().nonnegative(),
  alreadyInList: z.number().int().nonnegative(),
  notFound: z.number().int().nonnegative(),
  physicianCount: z.number().int().nonnegative(),
});
export type ListAddResult = z.infer<typeof listAddResult>;
