/** Ports of the recruiter's own collections: physician lists and saved searches. */
import type { MemberStatus, StatusCounts } from './schemas/list-pipeline';
import type { AlertSchedule } from './alert-ports';

/** A user's named physician list (spec core §3 physician_lists). */
export interface PhysicianListRecord {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly description: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Set while the owner shares the list with their team (issue 26 item 4): that team's members see and work it. */
  readonly teamId?: string;
}

/** physicianCount is stored on the list and changed in the same transaction as each membership row. */
export interface PhysicianListWithCount extends PhysicianListRecord {
  readonly physicianCount: number;
  /** Members per status, kept like physicianCount. */
  readonly statusCounts: StatusCounts;
}

export interface ListMember {
  readonly physicianId: string;
  readonly addedAt: string;
  /** Set on members of a status view's page (and its cursor); a row from before statuses reads as 'new'. */
  readonly status?: MemberStatus;
  /** Set on the cursor of a name-sorted page (which resumes from the member's name row, read back server side). */
  readonly byName?: true;
}

/** A member with its pipeline fields. */
export interface ListMemberEntry extends ListMember {
  readonly status: MemberStatus;
  readonly note: string | null;
  readonly statusUpdatedAt: string | null;
  /** Who last set the status or note (a user id); null while nobody did, or before this was kept. */
  readonly changedBy: string | null;
}

/** One page of members; `next` (the last member of this page) continues it, null on the last page. */
export interface ListMemberPage {
  readonly items: ListMemberEntry[];
  readonly next: ListMember | null;
}

/**
 * Which members a page reads: newest first, (with `status` or `byStatus`) in pipeline order from the status rows, or
 * (`byName`, with or without `status`) in name order from the name rows.
 */
export interface ListPageRequest {
  readonly limit: number;
  readonly after?: ListMember;
  readonly status?: MemberStatus;
  readonly byStatus?: boolean;
  readonly byName?: boolean;
}

/** Which members a bulk action takes: the ids ticked, or every member (of one status) but those unticked. */
export type MemberSelection = { readonly physicianIds: readonly string[] } | { readonly status?: MemberStatus; readonly exclude: readonly string[] };

/** What a bulk status change or removal did, by physician id. */
export interface BulkOutcome {
  readonly changed: string[];
  /** Already so (a status change to the status they have). */
  readonly unchanged: string[];
  /** Not on the list (any more). */
  readonly notMember: string[];
}

/** A member's pipeline fields, carried by a copy or move to the other list. */
export interface CarriedState {
  readonly status: MemberStatus;
  readonly note: string | null;
}

export type MemberUpdateOutcome = { readonly member: ListMemberEntry } | 'not-member' | 'no-list';

/**
 * Physician lists and their members. Every call that names a list takes the
 * owner's id: another user's list is indistinguishable from one that does
 * not exist (null / false). Lists per owner and members per list are capped
 * atomically by the callers' `max`, so no read is unbounded.
 */
export interface ListStore {
  /** Creates the list (count 0) unless the owner already has `max`; false (nothing created) at the cap. */
  create(list: PhysicianListRecord, max: number): Promise<boolean>;
  /** The owner's lists, newest first (createdAt desc), with their stored counts: one query. */
  listsOf(userId: string): Promise<PhysicianListWithCount[]>;
  get(userId: string, listId: string): Promise<PhysicianListWithCount | null>;
  /** Sets the fields given (description null clears it) and bumps updatedAt; null when not the owner's. */
  update(userId: string, listId: string, patch: { name?: string; description?: string | null }, at: string): Promise<PhysicianListWithCount | null>;
  /**
   * Marks the list as being deleted (later adds are refused), deletes its
   * membership rows, then the list row, freeing a slot of the cap; false when
   * not the owner's. No member row outlives its list, even with adds racing.
   */
  delete(userId: string, listId: string): Promise<boolean>;
  /**
   * Adds each id once (a member already there stays as it was), each row in
   * the same transaction as the count, up to `max` members (the rest are
   * overLimit), and bumps updatedAt; null when not the owner's or being deleted.
   */
  addMembers(
    userId: string,
    listId: string,
    physicianIds: readonly string[],
    at: string,
    max: number,
    /** A copy or move: each member's status and note from the list it comes from (counted under that status). */
    carried?: ReadonlyMap<string, CarriedState>,
  ): Promise<{ added: string[]; alreadyInList: string[]; overLimit: string[] } | null>;
  /** The selected members that are on the list, read consistently (at most the member cap); null when not the owner's. */
  selectMembers(userId: string, listId: string, selection: MemberSelection): Promise<ListMemberEntry[] | null>;
  /**
   * Bulk status change: many members per transaction, each row, status row
   * and the list's counts as one change does; null when not the owner's.
   */
  setStatuses(userId: string, listId: string, physicianIds: readonly string[], status: MemberStatus, at: string, by?: string): Promise<BulkOutcome | null>;
  /** Bulk removal, each row with its status row, mark and counts as one removal; null when not the owner's. */
  removeMembers(userId: string, listId: string, physicianIds: readonly string[], at: string): Promise<BulkOutcome | null>;
  /** 'no-list' when not the owner's, 'not-member' when the physician is not on it. */
  removeMember(userId: string, listId: string, physicianId: string, at: string): Promise<'removed' | 'not-member' | 'no-list'>;
  /** One page of at most `limit` members starting after `after`; null when not the owner's. */
  members(userId: string, listId: string, page: ListPageRequest): Promise<ListMemberPage | null>;
  /** All member physician ids (at most the member cap), newest first; null when not the owner's (exports of a list use this). */
  memberIds(userId: string, listId: string): Promise<string[] | null>;
  /**
   * Sets a member's status and/or note (null clears the note): the row, its
   * status row and the list's per-status counts in one transaction.
   */
  updateMember(userId: string, listId: string, physicianId: string, patch: { status?: MemberStatus; note?: string | null }, at: string, by?: string): Promise<MemberUpdateOutcome>;
  /**
   * Shares the owner's list with `teamId` (null: makes it private again): the list's `teamId` and the team's pointer
   * to it in one transaction; null when not the owner's or being deleted.
   */
  share(userId: string, listId: string, teamId: string | null): Promise<PhysicianListWithCount | null>;
  /** The owner of a list shared with the team, from the team's pointer; null when the team has no such pointer. */
  sharedOwner(teamId: string, listId: string): Promise<string | null>;
  /** The lists shared with the team (their items still naming it), newest first: one Query and one batched read. */
  sharedWith(teamId: string): Promise<PhysicianListWithCount[]>;
  /**
   * Gives every list of `fromUserId` to `toUserId` (a member leaving a team, issue 26 item 4): ids, members, statuses
   * and sharing kept, marks moved. Resumable: a rerun finishes a move cut short and moves the rest. Returns lists moved.
   */
  handOver(fromUserId: string, toUserId: string): Promise<number>;
  /** Removes a physician from every list that holds it (information removal), with each list's count; returns how many memberships went. */
  removePhysicianEverywhere(physicianId: string): Promise<number>;
}

/** A saved filter set (spec core §3 saved_searches). */
export interface SavedSearchRecord {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly createdAt: string;
  readonly searchParams: Record<string, unknown>;
  /** Absent: alerts off (issue 17, core/alert-ports.ts). */
  readonly alert?: AlertSchedule;
  /** When the last digest holding this search was sent; kept when alerts go off. */
  readonly lastDigestAt?: string;
}

export interface SavedSearchStore {
  /** The owner's saved searches, newest first. */
  listOf(userId: string): Promise<SavedSearchRecord[]>;
  /** Saves unless the owner already has `max`; false (nothing saved) at the cap. */
  create(search: SavedSearchRecord, max: number): Promise<boolean>;
  /** False when no such search of this owner exists. */
  delete(userId: string, id: string): Promise<boolean>;
  /** Gives every saved search of `fromUserId` to `toUserId`, alerts off, one transaction each (a rerun moves the rest). */
  handOver(fromUserId: string, toUserId: string): Promise<number>;
}
