import { beforeAll, describe, expect, it } from 'vitest';
import { freshTable } from '../../../../scripts/seed/test-table';
import { BatchGetCommand, BatchWriteCommand, ConditionalCheckFailedException, DeleteCommand, DynamoDBClient, DynamoDBDocumentClient, DynamoServiceError, GetCommand, PutCommand, QueryCommand, ScanCommand, TransactionCanceledException, TransactWriteCommand, UpdateCommand } from '.';

/** Every command of the lean client against DynamoDB Local, the real engine (issue 23, item 12). */
describe('the lean DynamoDB client against DynamoDB Local', () => {
  let db: DynamoDBDocumentClient;
  let TableName: string;
  beforeAll(async () => {
    const t = await freshTable('dynamo-lite');
    TableName = t.table;
    db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: t.env.DYNAMODB_ENDPOINT as string }), { marshallOptions: { removeUndefinedValues: true } });
  });

  const rich = {
    pk: 'ROUND#1',
    sk: 'ITEM',
    text: 'héllo',
    count: 42,
    ratio: 0.25,
    negative: -7,
    yes: true,
    nothing: null,
    gone: undefined,
    bytes: new Uint8Array([0, 1, 2, 250, 255]),
    tags: new Set(['a', 'b']),
    scores: new Set([1, 2.5]),
    blobs: new Set([new Uint8Array([1]), new Uint8Array([2, 3])]),
    nested: { list: [1, 'two', { three: [3, { deep: 'x', drop: undefined }] }], empty: {}, none: [] },
  };

  it('puts and gets an item with sets, binary, nested maps and lists and numbers, undefined removed', async () => {
    const put = await db.send(new PutCommand({ TableName, Item: rich }));
    expect(put.$metadata.httpStatusCode).toBe(200);
    const { Item } = await db.send(new GetCommand({ TableName, Key: { pk: 'ROUND#1', sk: 'ITEM' }, ConsistentRead: true }));
    const { gone: _gone, ...kept } = rich;
    expect(Item).toEqual({ ...kept, nested: { list: [1, 'two', { three: [3, { deep: 'x' }] }], empty: {}, none: [] } });
    expect(Item?.bytes).toBeInstanceOf(Uint8Array);
    expect(Item && 'gone' in Item).toBe(false);
  });

  it('answers a missing item with no Item', async () => {
    const out = await db.send(new GetCommand({ TableName, Key: { pk: 'ROUND#none', sk: 'ITEM' } }));
    expect(out.Item).toBeUndefined();
  });

  it('updates with expression values, returns the new attributes, and deletes returning the old ones', async () => {
    const up = await db.send(
      new UpdateCommand({
        TableName,
        Key: { pk: 'ROUND#1', sk: 'ITEM' },
        UpdateExpression: 'SET #c = #c + :one, note = :note ADD tags :more',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':note': { at: [1, 2] }, ':more': new Set(['c']) },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    expect(up.Attributes).toEqual({ count: 43, note: { at: [1, 2] }, tags: new Set(['a', 'b', 'c']) });
    const del = await db.send(new DeleteCommand({ TableName, Key: { pk: 'ROUND#1', sk: 'ITEM' }, ReturnValues: 'ALL_OLD' }));
    expect(del.Attributes?.count).toBe(43);
  });

  it('refuses a conditional put with ConditionalCheckFailedException (instanceof, name, status, old item)', async () => {
    await db.send(new PutCommand({ TableName, Item: { pk: 'COND#1', sk: 'ITEM', v: 1 } }));
    const e = await db
      .send(new PutCommand({ TableName, Item: { pk: 'COND#1', sk: 'ITEM', v: 2 }, ConditionExpression: 'attribute_not_exists(pk)', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }))
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ConditionalCheckFailedException);
    expect(e).toMatchObject({ name: 'ConditionalCheckFailedException', $metadata: { httpStatusCode: 400, attempts: 1 }, Item: { pk: 'COND#1', sk: 'ITEM', v: 1 } });
  });

  it('pages a query and a scan with ExclusiveStartKey', async () => {
    for (let i = 0; i < 5; i++) await db.send(new PutCommand({ TableName, Item: { pk: 'PAGE#1', sk: `N#${i}`, i } }));
    const seen: number[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'PAGE#1' }, Limit: 2, ExclusiveStartKey: start }));
      seen.push(...(page.Items ?? []).map((it) => it.i as number));
      start = page.LastEvaluatedKey;
      if (start) expect(start).toEqual({ pk: 'PAGE#1', sk: expect.stringMatching(/^N#/) });
    } while (start);
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    const scanned: unknown[] = [];
    let from: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new ScanCommand({ TableName, FilterExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'PAGE#1' }, Limit: 3, ExclusiveStartKey: from }));
      scanned.push(...(page.Items ?? []));
      from = page.LastEvaluatedKey;
    } while (from);
    expect(scanned).toHaveLength(5);
  });

  it('batch-writes and batch-gets, with the unprocessed members in the native shape', async () => {
    const write = await db.send(
      new BatchWriteCommand({
        RequestItems: {
          [TableName]: [
            { PutRequest: { Item: { pk: 'BATCH#1', sk: 'A', n: 1, bin: new Uint8Array([9]) } } },
            { PutRequest: { Item: { pk: 'BATCH#1', sk: 'B', n: 2 } } },
            { DeleteRequest: { Key: { pk: 'PAGE#1', sk: 'N#0' } } },
          ],
        },
      }),
    );
    expect(write.UnprocessedItems ?? {}).toEqual({});
    const read = await db.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: [{ pk: 'BATCH#1', sk: 'A' }, { pk: 'BATCH#1', sk: 'B' }, { pk: 'PAGE#1', sk: 'N#0' }] } } }));
    const rows = (read.Responses?.[TableName] ?? []).sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
    expect(rows).toEqual([
      { pk: 'BATCH#1', sk: 'A', n: 1, bin: new Uint8Array([9]) },
      { pk: 'BATCH#1', sk: 'B', n: 2 },
    ]);
    expect(read.UnprocessedKeys ?? {}).toEqual({});
  });

  it('writes a transaction, and a refused one is TransactionCanceledException with its reasons and the old item', async () => {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { pk: 'TX#1', sk: 'A', v: 1 }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: { TableName, Key: { pk: 'TX#1', sk: 'B' }, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': 2 } } },
        ],
      }),
    );
    const e = await db
      .send(
        new TransactWriteCommand({
          TransactItems: [
            { ConditionCheck: { TableName, Key: { pk: 'TX#1', sk: 'B' }, ConditionExpression: 'v = :two', ExpressionAttributeValues: { ':two': 2 } } },
            { Put: { TableName, Item: { pk: 'TX#1', sk: 'A', v: 9 }, ConditionExpression: 'attribute_not_exists(pk)', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
            { Delete: { TableName, Key: { pk: 'TX#1', sk: 'C' } } },
          ],
        }),
      )
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TransactionCanceledException);
    const reasons = (e as TransactionCanceledException).CancellationReasons;
    expect(reasons?.map((r) => r.Code)).toEqual(['None', 'ConditionalCheckFailed', 'None']);
    expect(reasons?.[1]?.Item).toEqual({ pk: 'TX#1', sk: 'A', v: 1 });
    expect((e as TransactionCanceledException).$metadata.httpStatusCode).toBe(400);
  });

  it('names a validation error after its __type, with its 4xx status, not retried', async () => {
    const e = await db.send(new GetCommand({ TableName, Key: { pk: 'only-half' } })).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(DynamoServiceError);
    expect(e).toMatchObject({ name: 'ValidationException', $fault: 'client', $metadata: { httpStatusCode: 400, attempts: 1 } });
    const missing = await db.send(new GetCommand({ TableName: 'no-such-table', Key: { pk: 'a', sk: 'b' } })).catch((x: unknown) => x);
    expect(missing).toMatchObject({ name: 'ResourceNotFoundException', $metadata: { httpStatusCode: 400 } });
  });
});
