import type { DailyAllowance } from './ports';

/**
 * Issue 26 item 5: the team's append-only activity log. One entry per reveal
 * or export of a member, written in the same transaction that draws from the
 * team's pool (and the member's own limit), so the pool counts exactly what
 * the log shows: display and enforcement cannot disagree.
 */
export interface TeamActivityEntry {
  /** Opaque within the team; sorts by time. */
  readonly id: string;
  readonly userId: string;
  /** The member's address when they acted: the log outlives their membership. */
  readonly email: string;
  readonly kind: DailyAllowance;
  readonly at: string;
  /** Rows drawn from the pool: 1 for a reveal, the exported rows for an export. Never changes, not even on redaction. */
  readonly count: number;
  /** Who was revealed or exported; a physician removed from the directory is taken out (`redacted` counts them). */
  readonly physicianIds: readonly string[];
  readonly redacted: number;
  /** Exports: the format and the file handed out. */
  readonly format?: string;
  readonly fileName?: string;
}

/** What one draw must satisfy: the team's pool for the day, and the member's own limit when an admin set one. */
export interface TeamDraw {
  readonly teamId: string;
  readonly day: string;
  readonly pool: number;
  readonly memberLimit: number | null;
  readonly entry: TeamActivityEntry;
}

export type TeamDrawOutcome = 'ok' | 'team' | 'you';

/** Per-member daily limits an admin may set (issue 26 item 3); null is "no limit of their own" (the pool still applies). */
export interface MemberLimits {
  readonly reveals: number | null;
  readonly exportRows: number | null;
}

export interface TeamActivityQuery {
  readonly userId?: string;
  /** Inclusive ISO bounds. */
  readonly from?: string;
  readonly to?: string;
  readonly limit: number;
  readonly cursor?: string;
}

export interface TeamActivityStore {
  /** Pool, member counter and log entry in one transaction: all three or none. */
  draw(draw: TeamDraw): Promise<TeamDrawOutcome>;
  /** What the member has drawn from the team on `day`. */
  memberUsedOn(teamId: string, userId: string, kind: DailyAllowance, day: string): Promise<number>;
  limitsOf(teamId: string, userId: string): Promise<MemberLimits>;
  /** False when the user is not a member of the team. */
  setLimits(teamId: string, userId: string, limits: MemberLimits): Promise<boolean>;
  /** Newest first; the cursor is bound to the team (it holds no team id). Throws VALIDATION for a bad cursor. */
  list(teamId: string, q: TeamActivityQuery): Promise<{ items: TeamActivityEntry[]; nextCursor: string | null }>;
  /** Records the team exported these physicians (the physician's index finds the team at a removal). */
  markExported(teamId: string, physicianIds: readonly string[], at: string): Promise<void>;
  /** Takes a removed physician out of every team's log entries (counts stay) and team marks; returns entries touched. */
  removePhysician(physicianId: string): Promise<number>;
}
