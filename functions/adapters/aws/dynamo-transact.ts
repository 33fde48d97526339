import type { DynamoDBDocumentClient, TransactWriteCommand } from './sdk/lib-dynamodb';
import { AppError } from '../../core/errors';

type Cancelled = { name?: string; CancellationReasons?: Array<{ Code?: string }> };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const MAX_ATTEMPTS = 10;

/** What a caller hears when writers of the same items keep colliding: a 409 to retry, not a 500. */
export const SIMULTANEOUS_CHANGE = 'This was changed at the same time by another request; please try again';

/** Jittered exponential backoff (capped at `capMs`), so racing writers of the same items spread out instead of colliding again in step. */
export const backoff = (attempt: number, capMs = 1000): Promise<void> => sleep(Math.min(capMs, 15 * 2 ** attempt) * (0.5 + Math.random()));

/**
 * Runs a transaction, retrying only conflicts with concurrent transactions.
 * 'ok', or the index of every item whose condition refused it (DynamoDB may
 * name just some of them; callers that loop on this still progress, since
 * each refusal names at least one). Conflicts that outlast the retries are a
 * CONFLICT (409) with `conflictMessage`: a busy item is the caller's race to
 * retry, not a server fault.
 */
export const transactWrite = async (
  db: DynamoDBDocumentClient,
  cmd: () => TransactWriteCommand,
  conflictMessage: string = SIMULTANEOUS_CHANGE,
): Promise<'ok' | { refused: number[] }> => {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.send(cmd());
      return 'ok';
    } catch (e) {
      const c = e as Cancelled;
      const reasons = c?.CancellationReasons ?? [];
      const isConflict = c?.name === 'TransactionConflictException' || reasons.some((r) => r.Code === 'TransactionConflict');
      if (c?.name !== 'TransactionCanceledException' && !isConflict) throw e;
      const refused = reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
      if (refused.length) return { refused };
      // Anything else that kept cancelling it (throttling, a bad item) stays a server fault.
      if (attempt >= MAX_ATTEMPTS) throw isConflict ? new AppError('CONFLICT', conflictMessage) : e;
      await backoff(attempt);
    }
  }
};

/**
 * One single-item write (Put, Update, Delete) whose item a transaction may
 * hold at that moment: DynamoDB refuses it with TransactionConflictException,
 * which the SDK does not retry. Retried like transactWrite's conflicts, then
 * a CONFLICT (409) with `conflictMessage`; every other error is the caller's.
 */
export const sendRetryingConflicts = async <T>(send: () => Promise<T>, conflictMessage: string = SIMULTANEOUS_CHANGE): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (e) {
      if ((e as Cancelled)?.name !== 'TransactionConflictException') throw e;
      if (attempt >= MAX_ATTEMPTS) throw new AppError('CONFLICT', conflictMessage);
      await backoff(attempt);
    }
  }
};
