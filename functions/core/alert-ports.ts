/**
 * Saved-search alerts (issue 17, part 1): each saved search may carry a
 * schedule; the runner (functions/alerts/run-alerts.ts) mails one digest per
 * user of the profiles published since the alert's cursor.
 */

export type AlertFrequency = 'daily' | 'weekly';

/** Why the owner may have alerts: re-checked on every run, so a lapsed subscription gets no more mail. */
export type AlertEntitlement = 'subscription' | 'admin';

export interface AlertSchedule {
  readonly frequency: AlertFrequency;
  readonly entitlement: AlertEntitlement;
  /** Profiles published after this ISO time are new to the alert; it moves to each run's `until`. */
  readonly cursor: string;
  /** When the alert is next due (ISO); also the id of that run (the sent marker's key). */
  readonly nextRunAt: string;
}

/** An alert that is due, with its saved search. */
export interface DueAlert {
  readonly userId: string;
  readonly searchId: string;
  readonly name: string;
  readonly searchParams: Record<string, unknown>;
  readonly alert: AlertSchedule;
}

/**
 * The record that a digest holding this alert's run was (about to be) sent:
 * written before the mail, so a resumed run never mails it again.
 */
export interface SentMarker {
  readonly userId: string;
  readonly searchId: string;
  /** The run: the alert's nextRunAt when it was picked up. */
  readonly runAt: string;
  /** The publication window's end that run used: the cursor moves there. */
  readonly until: string;
  readonly sentAt: string;
}

export interface AlertStore {
  /** Sets (schedule) or clears (null) a saved search's alert; null when the owner has no such search. */
  setAlert(userId: string, searchId: string, alert: AlertSchedule | null): Promise<{ lastDigestAt: string | null } | null>;
  /** Up to `limit` alerts due at `at` (nextRunAt <= at), earliest first: an index query, no scan. */
  due(at: Date, limit: number): Promise<DueAlert[]>;
  /** The sent markers of these runs that exist. */
  sentMarkers(runs: ReadonlyArray<{ userId: string; searchId: string; runAt: string }>): Promise<SentMarker[]>;
  /** Writes every marker or none (one transaction, up to 100); false when any existed (another runner has it). */
  claimSends(markers: readonly SentMarker[]): Promise<boolean>;
  /** Deletes claims whose mail the provider refused, so the next run tries again. */
  releaseSends(markers: readonly SentMarker[]): Promise<void>;
  /**
   * Moves the alert on: cursor, next run, and lastDigestAt when a digest went; only if it is still at run
   * `runAt` (false otherwise: already moved by another runner, changed or turned off meanwhile).
   */
  advance(userId: string, searchId: string, runAt: string, next: { cursor: string; nextRunAt: string; lastDigestAt?: string }): Promise<boolean>;
}
