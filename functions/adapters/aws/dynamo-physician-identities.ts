import { type DynamoDBDocumentClient, TransactWriteCommand } from './sdk/lib-dynamodb';
import type { IdentifiedPhysician, PhysicianStore } from '../../core/ports';
import type { PhysicianRecord } from '../../core/schemas/physician';
import { batchGetAll } from './dynamo-batch-get';
import { keys } from './dynamo-client';
import { queryAll } from './dynamo-query-pages';

type Item = Record<string, unknown>;

/** Where the identity items of a profile are found (gsi1), so deleting the profile can take them along. */
const byPhysician = (id: string) => ({ gsi1pk: keys.physician(id).pk, prefix: keys.physicianIdentityPrefix });

export const identityItem = (identity: string, physicianId: string): Item => ({
  ...keys.physicianIdentity(identity),
  type: 'identity',
  physicianId,
  gsi1pk: byPhysician(physicianId).gsi1pk,
  gsi1sk: `${keys.physicianIdentityPrefix}${identity}`,
});

/** A transaction cancelled by a condition or a concurrent transaction on the same items: the caller re-reads and retries. */
const lostRace = (e: unknown): boolean => {
  const err = e as { name?: string; CancellationReasons?: { Code?: string }[] };
  return err?.name === 'TransactionCanceledException' && (err.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict');
};

type ProfilePut = { TableName: string; Item: Item; ConditionExpression: string; ExpressionAttributeValues: Item };

/**
 * A writer that read the profile first writes only over what it read
 * (IdentifiedPhysician.readVersion): the version rule alone would let an
 * import that read before a physician's correction or intent write over it,
 * its version being newer by the clock. The written version is above the
 * read one (physicianItem), so the version rule still holds.
 */
const readVersionPut = (put: ProfilePut, readVersion: number | null | undefined): ProfilePut => {
  if (readVersion === undefined) return put;
  if (readVersion === null) return { ...put, ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(version) AND (${put.ConditionExpression})` };
  return { ...put, ConditionExpression: `version = :read AND (${put.ConditionExpression})`, ExpressionAttributeValues: { ...put.ExpressionAttributeValues, ':read': readVersion } };
};

type IdentityOps = Pick<PhysicianStore, 'idsOfIdentities' | 'putWithIdentities'> & {
  /** The keys of the identity items naming these physicians. */
  identityKeysOf(ids: readonly string[]): Promise<Item[]>;
};

/**
 * Identity items (`IDENTITY#<hmac>` -> physician id): what keeps re-imports
 * idempotent now that ids are random. The profile and its identity are
 * written in one transaction, so neither can exist without the other.
 */
/** `profilePut` is the conditional, versioned Put of the profile (dynamo-physician-store.ts): a higher stored version cancels the transaction like a lost claim. */
export const dynamoPhysicianIdentities = (db: DynamoDBDocumentClient, table: string, profilePut: (table: string, r: PhysicianRecord) => ProfilePut): IdentityOps => ({
  async idsOfIdentities(identities) {
    const items = await batchGetAll(db, table, [...new Set(identities)].map(keys.physicianIdentity), true);
    return new Map(items.filter((i) => i.type === 'identity').map((i) => [String(i.pk).slice(keys.physicianIdentityPrefix.length), String(i.physicianId)]));
  },

  async putWithIdentities(entries) {
    if (!entries.length) return true;
    if (entries.length > 25) throw new Error('putWithIdentities takes at most 25 profiles (a transaction holds 100 writes)');
    const identityOp = ({ record, identity, claim }: IdentifiedPhysician) =>
      claim
        ? { Put: { TableName: table, Item: identityItem(identity, record.id), ConditionExpression: 'attribute_not_exists(pk)' } }
        : { ConditionCheck: { TableName: table, Key: keys.physicianIdentity(identity), ConditionExpression: 'physicianId = :id', ExpressionAttributeValues: { ':id': record.id } } };
    try {
      await db.send(new TransactWriteCommand({ TransactItems: entries.flatMap((e) => [identityOp(e), { Put: readVersionPut(profilePut(table, e.record), e.readVersion) }]) }));
      return true;
    } catch (e) {
      if (lostRace(e)) return false;
      throw e;
    }
  },

  async identityKeysOf(ids) {
    const found = await Promise.all(
      [...new Set(ids)].map((id) =>
        queryAll(db, {
          TableName: table,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
          ExpressionAttributeValues: { ':pk': byPhysician(id).gsi1pk, ':prefix': byPhysician(id).prefix },
        }),
      ),
    );
    return found.flat().filter((i) => i.type === 'identity').map((i) => ({ pk: i.pk, sk: i.sk }));
  },
});
