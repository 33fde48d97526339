import { readFileSync } from 'node:fs';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { columnarSearchIndex } from '../adapters/local/columnar-search-index';
import type { SearchIndex } from '../core/ports';
import { indexStreamRecords } from './stream-handler';

const event = (name: string) => JSON.parse(readFileSync(`events/dynamodb-stream/${name}.json`, 'utf8')) as DynamoDBStreamEvent;

describe('indexStreamRecords', () => {
  it('indexes an inserted physician without contact fields and ignores other entities', async () => {
    const index = columnarSearchIndex();
    expect(await indexStreamRecords(index, event('physician-insert'))).toEqual({ batchItemFailures: [] });
    const page = await index.search({ query: 'streamwell', sortDirection: 'asc' }, { offset: 0, limit: 5 });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: 'phy_stream01', hasEmail: true, hasPhone: true });
    expect(JSON.stringify(page.items[0])).not.toContain('example.com');
    expect(index.size()).toBe(1);
  });

  it('removes a deleted physician', async () => {
    const index = columnarSearchIndex();
    await indexStreamRecords(index, event('physician-insert'));
    await indexStreamRecords(index, event('physician-remove'));
    expect(index.size()).toBe(0);
  });

  it('reports the failing record and every later one, so the stream retries them in order', async () => {
    const failing: SearchIndex = { ...columnarSearchIndex(), upsert: async () => Promise.reject(new Error('index down')) };
    const res = await indexStreamRecords(failing, event('physician-insert'));
    expect(res.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(['100000000000000000001', '100000000000000000002']);
  });
});
