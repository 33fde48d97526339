import { BatchGetCommand, type DynamoDBDocumentClient } from '../../functions/adapters/aws/sdk/lib-dynamodb';
import { keys } from '../../functions/adapters/aws/dynamo-client';
import type { SuppressedAmong } from './suppression-filter';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The suppression check of bulk writers as BatchGetItem, 100 keys a call.
 * One GetItem per email (SuppressionList.has) cut seeding to a third of its
 * write speed; the port has no batch method yet, so this stays with the
 * scripts and reuses the adapter's key layout.
 */
export const dynamoSuppressedAmong =
  (db: DynamoDBDocumentClient, table: string): SuppressedAmong =>
  async (hashes) => {
    const found = new Set<string>();
    for (let i = 0; i < hashes.length; i += 100) {
      let left: Record<string, unknown>[] = hashes.slice(i, i + 100).map((h) => keys.suppression(h));
      for (let attempt = 0; left.length; attempt++) {
        if (attempt > 8) throw new Error('DynamoDB kept refusing a batch of suppression look-ups');
        if (attempt) await sleep(50 * 2 ** attempt);
        const out = await db.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: left, ProjectionExpression: 'pk' } } }));
        for (const item of out.Responses?.[table] ?? []) found.add(String(item.pk).slice('SUPPRESSION#'.length));
        left = (out.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
      }
    }
    return found;
  };
