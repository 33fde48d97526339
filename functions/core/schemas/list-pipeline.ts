import { thousands } from '../thousands';
import * as z from '../zod';

/**
 * Where each candidate of a list stands (issue 17, part 5): a status in
 * pipeline order and a free note. Shared by the API and the web, so both say
 * the same labels and limits.
 */
export const MEMBER_STATUSES = ['new', 'contacted', 'interested', 'not_interested', 'placed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const DEFAULT_MEMBER_STATUS: MemberStatus = 'new';

export const MEMBER_STATUS_LABELS: Readonly<Record<MemberStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  interested: 'Interested',
  not_interested: 'Not interested',
  placed: 'Placed',
};

export const MEMBER_NOTE_MAX = 1000;

export const memberStatus = z.enum(MEMBER_STATUSES, { error: `Status must be one of ${MEMBER_STATUSES.join(', ')}` });

/** The rank of a status in pipeline order (New first): the leading part of its sort key. */
export const statusRank = (s: MemberStatus): number => MEMBER_STATUSES.indexOf(s);

const note = z.string().trim().max(MEMBER_NOTE_MAX, `Note must be at most ${thousands(MEMBER_NOTE_MAX)} characters`);

/** PATCH /api/lists/{id}/physicians/{physicianId}: only the fields sent change; an empty or null note clears it. */
export const listMemberUpdate = z
  .object({
    status: memberStatus.optional(),
    note: note.nullable().optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.note !== undefined, { message: 'Nothing to update', path: ['body'] });
export type ListMemberUpdate = z.infer<typeof listMemberUpdate>;

/** A member's pipeline fields as stored and answered. */
export const listMemberState = z.object({
  physicianId: z.string(),
  status: memberStatus,
  note: z.string().nullable(),
  /** When the status or note last changed; null while neither ever did. */
  statusUpdatedAt: z.string().nullable(),
  /** Who last set the status or note (their address); null while nobody did. */
  changedBy: z.string().nullable(),
});
export type ListMemberState = z.infer<typeof listMemberState>;

/** How many members of a list have each status (stored on the list, changed in the same transactions as the rows). */
const count = z.number().int().nonnegative();
export const statusCounts = z.object({ new: count, contacted: count, interested: count, not_interested: count, placed: count });
export type StatusCounts = Record<MemberStatus, number>;
export const noStatusCounts: StatusCounts = { new: 0, contacted: 0, interested: 0, not_interested: 0, placed: 0 };

/**
 * `added`: newest additions first (the default); `status`: pipeline order (New first), newest additions first within a
 * status; `name`: last name, then first name (case and accents aside), A to Z.
 */
export const LIST_SORTS = ['added', 'status', 'name'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const listSort = z.enum(LIST_SORTS, { error: `Sort must be one of ${LIST_SORTS.join(', ')}` });

/**
 * The sort key of a member's status row: rank, then the time it was added
 * inverted (13 digits of ms before year 2286), so a forward read gives New
 * first and, within a status, the newest first.
 */
export const statusSortKey = (status: MemberStatus, addedAt: string, physicianId: string): string =>
  `${statusRank(status)}#${String(9_999_999_999_999 - Date.parse(addedAt)).padStart(13, '0')}#${physicianId}`;

/** Code points kept of each folded name part: 2 x 100 x 4 UTF-8 bytes and an id stay far inside DynamoDB's 1,024-byte sort key. */
const NAME_PART_MAX = 100;

/**
 * A name part as the name sort compares it: compatibility-decomposed, marks
 * stripped, lower case, spaces (tabs too) collapsed, control characters out
 * (so the separators below can never occur inside a part), cut at whole code points.
 */
export const foldName = (s: string): string =>
  Array.from(
    s
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim(),
  )
    .slice(0, NAME_PART_MAX)
    .join('');

/**
 * The sort key of a member's name row: folded last name, folded first name,
 * physician id, joined by U+0001, which sorts before every character a part
 * can hold, so "Li" comes before "Lim" and a shorter first name before a
 * longer one of the same start; the id breaks ties.
 */
export const nameSortKey = (name: { firstName: string; lastName: string }, physicianId: string): string =>
  `${foldName(name.lastName)}\u0001${foldName(name.firstName)}\u0001${physicianId}`;
