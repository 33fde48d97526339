import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { physicianItem } from '../../functions/adapters/aws/dynamo-physician-store';
import { newPhysicianId } from '../../functions/core/ids';
import { physicianAt } from '../../scripts/seed/physicians';
import { stackDeps } from '../support/users';

/**
 * Serial: it adds a profile to the directory and takes it out again, which the
 * fuzzer (parallel project) would see as a directory total that moved.
 * The `version` the search index is written with (core/physician-version.ts) grows with every write of a profile. */
describe('physician profile versions in DynamoDB', () => {
  const setup = async () => {
    const d = await stackDeps();
    const db = documentClient(d.config);
    const id = newPhysicianId();
    const stored = async () => (await db.send(new GetCommand({ TableName: d.config.TABLE_NAME, Key: keys.physician(id) }))).Item?.version as number;
    return { d, db, id, stored, record: { ...physicianAt(99, 900_000 + Math.floor(Math.random() * 1000)), id } };
  };

  it('every putMany writes a higher version than the one stored', async () => {
    const { d, record, stored } = await setup();
    await d.physicians.putMany([record]);
    const first = await stored();
    await d.physicians.putMany([record]);
    expect(first).toBeGreaterThan(Date.now() * 1000 - 60_000_000);
    expect(await stored()).toBeGreaterThan(first);
    await d.physicians.deleteMany([record.id]);
  });

  it('never goes backwards: a stored version ahead of this clock is passed, not overwritten with a lower one', async () => {
    const { d, db, record, stored } = await setup();
    const ahead = Date.now() * 1000 + 3_600_000_000;
    await db.send(new PutCommand({ TableName: d.config.TABLE_NAME, Item: { ...physicianItem(record), version: ahead } }));

    await d.physicians.putMany([{ ...record, city: 'Later' }]);

    expect(await stored()).toBeGreaterThan(ahead);
    expect((await d.physicians.get(record.id))?.city).toBe('Later');
    await d.physicians.deleteMany([record.id]);
  });
});
