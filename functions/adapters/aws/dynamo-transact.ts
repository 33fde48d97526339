import type { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

type Cancelled = { name?: string; CancellationReasons?: Array<{ Code?: string }> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const MAX_ATTEMPTS = 10;

/**
 * Runs a transaction, retrying only conflicts with concurrent transactions.
 * 'ok', or the index of every item whose condition refused it (DynamoDB may
 * name just some of them; callers that loop on this still progress, since
 * each refusal names at least one).
 */
export const transactWrite = async (db: DynamoDBDocumentClient, cmd: () => TransactWriteCommand): Promise<'ok' | { refused: number[] }> => {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.send(cmd());
      return 'ok';
    } catch (e) {
      const c = e as Cancelled;
      const isConflict = c?.name === 'TransactionConflictException';
      if (c?.name !== 'TransactionCanceledException' && !isConflict) throw e;
      const refused = (c.CancellationReasons ?? []).flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
      if (refused.length) return { refused };
      if (attempt >= MAX_ATTEMPTS) throw e;
      // Jittered backoff, so racing writers of the same list item spread out.
      await sleep(Math.min(1000, 15 * 2 ** attempt) * (0.5 + Math.random()));
    }
  }
};
