import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { mergeFailures, rekeyRenamedPhysicians, renamedPhysicians } from './list-name-changes';

type Name = { firstName: string; lastName: string };

const record = (seq: string, eventName: DynamoDBRecord['eventName'], id: string, old: Name | null, next: Name | null, sk = 'PROFILE'): DynamoDBRecord => ({
  eventName,
  dynamodb: {
    SequenceNumber: seq,
    Keys: { pk: { S: `PHYSICIAN#${id}` }, sk: { S: sk } },
    // The Lambda event's AttributeValue type and the SDK's differ only nominally.
    ...(old ? { OldImage: marshall({ id, ...old, city: 'Austin' }) as never } : {}),
    ...(next ? { NewImage: marshall({ id, ...next, city: 'Dallas' }) as never } : {}),
  },
});

const ada = { firstName: 'Ada', lastName: 'Lovelace' };

describe('renamedPhysicians', () => {
  it('names the profiles whose first or last name a MODIFY changed, with every record of each', () => {
    const event: DynamoDBStreamEvent = {
      Records: [
        record('1', 'MODIFY', 'a', ada, { ...ada, lastName: 'Byron' }),
        record('2', 'MODIFY', 'b', ada, ada),
        record('3', 'MODIFY', 'c', ada, { ...ada, firstName: 'Augusta' }),
        record('4', 'INSERT', 'd', null, ada),
        record('5', 'REMOVE', 'e', ada, null),
        record('6', 'MODIFY', 'f', ada, { ...ada, lastName: 'X' }, 'IDENTITY'),
        record('7', 'MODIFY', 'a', { ...ada, lastName: 'Byron' }, ada),
      ],
    };
    expect([...renamedPhysicians(event)]).toEqual([
      ['a', ['1', '7']],
      ['c', ['3']],
    ]);
  });

  it('reports the records of a physician whose re-key failed, so the stream delivers them again; the others go on', async () => {
    const event: DynamoDBStreamEvent = { Records: [record('1', 'MODIFY', 'a', ada, { ...ada, lastName: 'B' }), record('2', 'MODIFY', 'b', ada, { ...ada, lastName: 'C' })] };
    const done: string[] = [];
    const out = await rekeyRenamedPhysicians(event, async (id) => {
      if (id === 'a') throw new Error('throttled');
      done.push(id);
    });
    expect(done).toEqual(['b']);
    expect(out).toEqual({ batchItemFailures: [{ itemIdentifier: '1' }] });
    expect(mergeFailures(out, { batchItemFailures: [{ itemIdentifier: '1' }, { itemIdentifier: '9' }] })).toEqual({ batchItemFailures: [{ itemIdentifier: '1' }, { itemIdentifier: '9' }] });
  });
});
