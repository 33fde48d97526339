import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { localCredentials } from './dynamodb';

/**
 * What the Lambda event source mapping does in AWS, for DynamoDB Local:
 * read the table's stream shard by shard and hand batches to the SAME
 * handler the indexer Lambda runs. Starts at LATEST: the index was just
 * rebuilt from a scan, and versioned writes are idempotent if the two overlap.
 */
export const startStreamPoller = async (
  endpoint: string,
  tableName: string,
  handle: (event: DynamoDBStreamEvent) => Promise<unknown>,
  intervalMs = 200,
): Promise<() => void> => {
  const config = { endpoint, region: 'us-east-1', credentials: localCredentials };
  const table = await new DynamoDBClient(config).send(new DescribeTableCommand({ TableName: tableName }));
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${tableName} has no stream`);
  const streams = new DynamoDBStreamsClient(config);
  const iterators = new Map<string, string | undefined>();
  let stopped = false;

  const discover = async (type: 'LATEST' | 'TRIM_HORIZON') => {
    const desc = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of desc.StreamDescription?.Shards ?? []) {
      const id = shard.ShardId as string;
      if (iterators.has(id)) continue;
      const it = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: id, ShardIteratorType: type }));
      iterators.set(id, it.ShardIterator);
    }
  };
  await discover('LATEST');

  const tick = async () => {
    // Shards found later were created after we started: read them from their beginning.
    await discover('TRIM_HORIZON');
    for (const [shard, iterator] of iterators) {
      if (!iterator) continue;
      const out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      iterators.set(shard, out.NextShardIterator);
      if (out.Records?.length) await handle({ Records: out.Records } as unknown as DynamoDBStreamEvent);
    }
  };

  const loop = async () => {
    while (!stopped) {
      try {
        await tick();
      } catch (e) {
        if (!stopped) console.error('stream poller:', (e as Error).message);
      }
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  };
  void loop();
  return () => {
    stopped = true;
  };
};
