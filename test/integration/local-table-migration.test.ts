import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { ensureTable, localCredentials } from '../../scripts/local/dynamodb';
import { stack } from '../support/stack';

describe('the local table of an older checkout', () => {
  it('gets the email index it lacks, once', async () => {
    const endpoint = stack().env.DYNAMODB_ENDPOINT as string;
    const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: localCredentials });
    const name = `legacy-${randomUUID()}`;
    // The table as the first checkouts created it: pk/sk and gsi1 only.
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((n) => ({ AttributeName: n, AttributeType: 'S' as const })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    expect(await ensureTable(endpoint, name)).toBe('migrated');
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    expect((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName).sort()).toEqual(['gsi1', 'gsi2']);
    expect(await ensureTable(endpoint, name)).toBe('current');
    expect(await ensureTable(endpoint, `fresh-${randomUUID()}`)).toBe('created');
  });
});
