/** The lists API's answers; loaded with the first request (see lib/api SchemaSource), not before the first page. */
import * as z from '@core/zod';
import { memberStatus, noStatusCounts, statusCounts } from '@core/schemas/list-pipeline';

export const listSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
  physicianCount: z.number().int(),
  /** Issue 26: shared with the owner's team, or the owner's alone. */
  visibility: z.enum(['private', 'team']).default('private'),
  /** The owner's address on another team member's shared list; null on one's own. */
  sharedBy: z.string().nullish(),
  /** Rename, delete and unshare: the owner, or an admin of the team. */
  mayManage: z.boolean().default(true),
});
export type ListSummary = z.infer<typeof listSummary>;

export const listMember = z.object({
  id: z.string(),
  fullName: z.string(),
  specialty: z.string().default(''),
  location: z.string().default(''),
  hasEmail: z.boolean().default(true),
  hasPhone: z.boolean().default(true),
  addedAt: z.string(),
  status: memberStatus.default('new'),
  note: z.string().nullish(),
  statusUpdatedAt: z.string().nullish(),
  /** Who last set the status or note (an address); null while nobody did. */
  changedBy: z.string().nullish(),
});
export type ListMember = z.infer<typeof listMember>;

export const listDetail = z.object({
  list: listSummary,
  /** One page, newest first; nextCursor (null on the last page) asks for the next one. */
  physicians: z.object({
    items: z.array(listMember),
    total: z.number().int(),
    pageSize: z.number().int(),
    nextCursor: z.string().nullable(),
    statusCounts: statusCounts.default(noStatusCounts),
  }),
});
export type ListDetail = z.infer<typeof listDetail>;

export const addResult = z.object({
  added: z.number().int(),
  alreadyInList: z.number().int(),
  notFound: z.number().int().default(0),
  /** Left out because the list holds the maximum number of physicians. */
  overLimit: z.number().int().default(0),
  physicianCount: z.number().int(),
});
export type AddResult = z.infer<typeof addResult>;

export const listSummaries = z.array(listSummary);

/** PATCH /api/lists/{id}/physicians/{physicianId}. */
export const memberState = z.object({ physicianId: z.string(), status: memberStatus, note: z.string().nullable() });
export type MemberState = z.infer<typeof memberState>;
export const nothing = z.unknown();

/** POST /api/lists/{id}/physicians/bulk: the API's own schema (core/schemas/list-bulk.ts says what each count means). */
export { listBulkResult as bulkResult, type ListBulkResult as BulkResult } from '@core/schemas/list-bulk';
