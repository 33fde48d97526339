/**
 * Where each candidate stands for one user (issue 17, part 5): the user's
 * lists holding a physician and when the user last exported them. Kept per
 * user and physician, so a results page is one batched read.
 */
export interface CandidateMarks {
  readonly physicianId: string;
  /** Ids of the user's lists holding the physician (lists being deleted may linger until their delete ends). */
  readonly listIds: readonly string[];
  readonly exportedAt: string | null;
}

/** The team's marks of a physician for one member (issue 26 item 4): lists shared with the team, the team's last export. */
export interface TeamCandidateMarks {
  readonly physicianId: string;
  /** Lists other members shared with the team holding the physician (the member's own lists are in their own marks). */
  readonly lists: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  /** When any member of the team last exported the physician; null when never. */
  readonly exportedAt: string | null;
}

export interface MarkStore {
  /** The marks of the ids that have any, in no particular order: one batched read. */
  marksOf(userId: string, physicianIds: readonly string[]): Promise<CandidateMarks[]>;
  /** Records that the user exported these physicians at `at` (later exports move the date). */
  markExported(userId: string, physicianIds: readonly string[], at: string): Promise<void>;
  /**
   * Ids of the physicians the user has in any list ('lists') or ever exported ('exported'): the search's
   * "not in any of my lists" / "never exported" exclusions. Reads at most `max` + 1, so the caller can tell "more than max".
   */
  markedIds(userId: string, kind: 'lists' | 'exported', max: number): Promise<string[]>;
  /** The team's marks of these ids for the member `userId`: one Query of shared lists, one batched read. */
  teamMarksOf(teamId: string, userId: string, physicianIds: readonly string[]): Promise<TeamCandidateMarks[]>;
  /**
   * Ids on the lists other members shared with the team ('lists') or exported by any member ('exported'): the team's
   * side of the search exclusions. Reads at most `max` + 1 ids, as markedIds.
   */
  teamMarkedIds(teamId: string, userId: string, kind: 'lists' | 'exported', max: number): Promise<string[]>;
  /** Deletes every user's marks of the physician (information removal); returns how many went. */
  removePhysician(physicianId: string): Promise<number>;
}
