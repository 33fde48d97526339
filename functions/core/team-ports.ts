import type { TeamRole } from './schemas/teams';

export interface TeamRecord {
  readonly id: string;
  readonly name: string;
  readonly domain: string | null;
  readonly ownerId: string;
  /**
   * Seats paid for: the team subscription's quantity as Stripe last confirmed it (issue 26 item 2), or,
   * for a team without one (its owner's personal plan covers it), a number the owner sets within TEAM_SEATS_MAX.
   */
  readonly seats: number;
  /** The team plan's subscription, once a webhook named it: what "add seats" updates. */
  readonly billing?: TeamBilling;
  /** Active members, the owner included: kept in the same transactions as the members, so `members <= seats` holds under races. */
  readonly members: number;
  readonly createdAt: string;
}

export interface TeamBilling {
  readonly subscriptionId: string;
  readonly itemId: string;
  /** Stripe's `created` of the event that set `seats`: an older event never sets them back. */
  readonly eventCreated: number;
}

export interface TeamMemberRecord {
  readonly userId: string;
  readonly email: string;
  readonly role: TeamRole;
  readonly joinedAt: string;
}

export interface InvitationRecord {
  /** Opaque within the team (a hash of the address, so one address has one live invitation). */
  readonly id: string;
  readonly teamId: string;
  readonly email: string;
  readonly role: 'admin' | 'member';
  /** SHA-256 of the mailed token; the token itself is never stored. */
  readonly tokenHash: string;
  readonly createdAt: string;
  readonly validUntil: string;
}

/** A user's one team, beside the user (`USER#<id>` / `TEAM`): what access and every team route read first. */
export interface TeamLink {
  readonly teamId: string;
  readonly ownerId: string;
}

export interface TeamState {
  readonly team: TeamRecord;
  readonly members: readonly TeamMemberRecord[];
  /** Invitations not yet accepted nor revoked, expired ones included (their `validUntil` says so). */
  readonly invitations: readonly InvitationRecord[];
}

export type AcceptOutcome =
  | { readonly ok: true; readonly team: TeamRecord; readonly role: TeamRole }
  | { readonly ok: false; readonly reason: 'unknown' | 'expired' | 'used' | 'wrong_email' | 'in_a_team' | 'seats_full' };

/**
 * Teams in the single table (adapters/aws/dynamo-team-store.ts). Every write
 * that changes who is in a team is one transaction over the team's counter,
 * the member row and the user's link, so one user is in at most one team and
 * a team never holds more members than seats, whatever runs at once.
 */
export interface TeamStore {
  /** False when the owner is in a team already. */
  create(team: TeamRecord, owner: TeamMemberRecord): Promise<boolean>;
  /** Strongly consistent: a deactivation holds for the very next request. */
  linkOf(userId: string): Promise<TeamLink | null>;
  stateOf(teamId: string): Promise<TeamState | null>;
  /** False when the new seat count is below the active members. */
  update(teamId: string, patch: { name?: string; domain?: string | null; seats?: number }): Promise<boolean>;
  /** False when the address has a live invitation already (an expired one is replaced). */
  invite(invitation: InvitationRecord, now: Date): Promise<boolean>;
  /** A new token for a pending invitation (the old one dies); false when there is none. */
  reissue(teamId: string, invitationId: string, tokenHash: string, validUntil: string): Promise<InvitationRecord | null>;
  /** False when there was no such pending invitation. */
  revoke(teamId: string, invitationId: string): Promise<boolean>;
  /** Claims the token once for `user`, whose verified email must be the invited one. */
  accept(tokenHash: string, user: { id: string; email: string }, now: Date): Promise<AcceptOutcome>;
  /** Removes an active member (never the owner); their link goes in the same transaction. False when not a member. */
  deactivate(teamId: string, userId: string): Promise<boolean>;
  /** False when not a member, or the member is the owner. */
  setRole(teamId: string, userId: string, role: 'admin' | 'member'): Promise<boolean>;
  /** Seats as Stripe confirmed them; false (nothing written) when a newer event set them already or there is no such team. */
  recordPaidSeats(teamId: string, seats: number, billing: TeamBilling): Promise<boolean>;
  /**
   * Makes `toUserId` (an admin) the owner and the owner an admin, and points every member's link at the
   * new owner, in one transaction; false when either is no longer what it was.
   */
  transferOwnership(teamId: string, fromUserId: string, toUserId: string, memberIds: readonly string[]): Promise<boolean>;
  /** These users' member rows in the team (strongly consistent); users not in it are left out. One batched read. */
  membersOf(teamId: string, userIds: readonly string[]): Promise<TeamMemberRecord[]>;
  /** The team item alone (seats, owner), strongly consistent. */
  get(teamId: string): Promise<TeamRecord | null>;
  /** What the team drew from its pool on `day` (the counter the activity log's draws keep, dynamo-team-activity.ts). */
  poolUsedOn(teamId: string, kind: 'reveal' | 'export', day: string): Promise<number>;
}
