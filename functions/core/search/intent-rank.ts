import type { PublicIntent } from '../schemas/intent';

/**
 * The intent order's rank (issue 25, item 4): actively looking 0, open to
 * opportunities 1, everyone else 2. Only intent current at the query's
 * `intentAsOf` counts (expiresAt strictly after it, as the filters judge
 * it: intent-predicates.ts); without a query time nobody ranks ahead, so an
 * order never rests on a stale intent.
 */
export type IntentRank = 0 | 1 | 2;

export const NO_INTENT_RANK: IntentRank = 2;

/** The rank a status gives while its intent is current. */
export const statusRankOf = (status: PublicIntent['status']): IntentRank => (status === 'looking' ? 0 : status === 'open' ? 1 : NO_INTENT_RANK);

export const intentRankOf = (intent: Pick<PublicIntent, 'status' | 'expiresAt'> | undefined, asOf: string | undefined): IntentRank =>
  !intent || !asOf || intent.expiresAt <= asOf ? NO_INTENT_RANK : statusRankOf(intent.status);
