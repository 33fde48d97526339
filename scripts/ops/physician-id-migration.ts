import { ConditionalCheckFailedException } from '../../functions/adapters/aws/sdk/client-dynamodb';
import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, TransactWriteCommand, UpdateCommand } from '../../functions/adapters/aws/sdk/lib-dynamodb';
import { keys } from '../../functions/adapters/aws/dynamo-client';
import { identityItem } from '../../functions/adapters/aws/dynamo-physician-identities';
import { physicianItem } from '../../functions/adapters/aws/dynamo-physician-store';
import { queryAll } from '../../functions/adapters/aws/dynamo-query-pages';
import { newPhysicianId } from '../../functions/core/ids';
import type { Keyring } from '../../functions/core/ports';
import type { ListStore } from '../../functions/core/list-ports';
import { physicianRecord } from '../../functions/core/schemas/physician';
import { physicianIdentity } from '../import/identity';
import { boundedPool } from '../seed/batch-pool';

type Item = Record<string, unknown>;

/** Ids from before random ids: sequential seeds, SHA-256-of-contact imports, ULIDs of approvals. */
export const oldPhysicianId = /^(phy_\d{7}|imp_[0-9a-f]{20}|[0-9A-HJKMNP-TV-Z]{26})$/;

export interface MigrationCounts {
  profiles: number;
  memberships: number;
  reveals: number;
  submissions: number;
}

const failedCondition = (e: unknown) => e instanceof ConditionalCheckFailedException || (e as { name?: string })?.name === 'ConditionalCheckFailedException';
const cancelledByCondition = (e: unknown) =>
  (e as { name?: string })?.name === 'TransactionCanceledException' && ((e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');

/**
 * Gives every profile with an old-style id a random one (functions/core/ids.ts),
 * seeded and imported profiles an identity item too, and moves what points at
 * the old id: list memberships, reveal log entries (audit records: they keep
 * who saw a contact and when, now under the id the person has) and approved
 * submissions. Export logs hold only counts. Each step is idempotent and the
 * old profile goes last, so a re-run after a crash finishes the job: the new
 * id is pinned on the old profile (`migratedTo`) and in the identity item
 * before anything is copied, and nothing is copied twice.
 */
export interface MigrationTarget {
  readonly db: DynamoDBDocumentClient;
  readonly table: string;
  readonly keyring: Keyring;
  /** Takes a duplicate membership off its list through the port, which keeps the list's count right. */
  readonly lists: Pick<ListStore, 'removeMember'>;
}

export const migratePhysicianIds = async ({ db, table, keyring, lists }: MigrationTarget, onProgress?: (c: MigrationCounts) => void): Promise<MigrationCounts> => {
  const counts: MigrationCounts = { profiles: 0, memberships: 0, reveals: 0, submissions: 0 };
  const approved = await queryAll(db, { TableName: table, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.submissionsOf('approved') } });
  const submissionsOf = new Map<string, string[]>();
  for (const s of approved) if (typeof s.physicianId === 'string' && oldPhysicianId.test(s.physicianId)) submissionsOf.set(s.physicianId, [...(submissionsOf.get(s.physicianId) ?? []), String(s.id)]);

  /** The id the old profile moves to, fixed by the first run that gets here; null when the profile went meanwhile. */
  const newIdOf = async (old: Item): Promise<string | null> => {
    const record = physicianRecord.parse(old);
    let id = typeof old.migratedTo === 'string' ? old.migratedTo : newPhysicianId();
    const identified = record.source === 'seed' || record.source === 'import';
    if (identified) {
      const identity = await physicianIdentity(keyring, record);
      try {
        await db.send(new PutCommand({ TableName: table, Item: identityItem(identity, id), ConditionExpression: 'attribute_not_exists(pk)' }));
      } catch (e) {
        if (!failedCondition(e)) throw e;
        // Claimed already: by an earlier run of this migration, or by an import of the same person since (the profiles merge).
        const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.physicianIdentity(identity), ConsistentRead: true }));
        id = String(Item?.physicianId);
      }
    }
    try {
      // The identity item decides for identified profiles; the others keep the first id pinned.
      const out = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.physician(record.id),
          UpdateExpression: identified ? 'SET migratedTo = :id' : 'SET migratedTo = if_not_exists(migratedTo, :id)',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':id': id },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return String(out.Attributes?.migratedTo);
    } catch (e) {
      if (failedCondition(e)) return null;
      throw e;
    }
  };

  /**
   * Re-keys an item that names the old id (a membership, a reveal) in one
   * transaction, so a list's count does not change: every string attribute
   * holding the id gets the new one, so index keys added later move too.
   * False when the new item was there already (the same person twice on a list after a merge).
   */
  const move = async (item: Item, from: string, to: string): Promise<boolean> => {
    const copy = Object.fromEntries(Object.entries(item).map(([k, v]) => [k, typeof v === 'string' ? v.split(from).join(to) : v]));
    const remove = { Delete: { TableName: table, Key: { pk: item.pk, sk: item.sk } } };
    try {
      await db.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: table, Item: copy, ConditionExpression: 'attribute_not_exists(pk)' } }, remove] }));
      return true;
    } catch (e) {
      if (!cancelledByCondition(e)) throw e;
      return false;
    }
  };

  const pointingAt = (id: string, prefix: string) =>
    queryAll(db, { TableName: table, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :p)', ExpressionAttributeValues: { ':pk': keys.physician(id).pk, ':p': prefix } });

  const migrateOne = async (old: Item): Promise<void> => {
    const from = String(old.id);
    const to = await newIdOf(old);
    if (!to) return;
    const { migratedTo: _m, ...fields } = old;
    try {
      await db.send(new PutCommand({ TableName: table, Item: physicianItem(physicianRecord.parse({ ...fields, id: to })), ConditionExpression: 'attribute_not_exists(pk)' }));
    } catch (e) {
      // There already: written by an earlier run, or the newer profile of a merged person, which wins.
      if (!failedCondition(e)) throw e;
    }
    for (const m of (await pointingAt(from, 'LIST#')).filter((i) => i.type === 'listMember')) {
      if (!(await move(m, from, to))) await lists.removeMember(String(m.userId), String(m.listId), from, new Date().toISOString());
      counts.memberships++;
    }
    for (const r of (await pointingAt(from, 'REVEAL#')).filter((i) => i.type === 'reveal')) {
      if (!(await move(r, from, to))) await db.send(new DeleteCommand({ TableName: table, Key: { pk: r.pk, sk: r.sk } }));
      counts.reveals++;
    }
    for (const submissionId of submissionsOf.get(from) ?? []) {
      await db
        .send(new UpdateCommand({ TableName: table, Key: keys.submission(submissionId), UpdateExpression: 'SET physicianId = :to', ConditionExpression: 'physicianId = :from', ExpressionAttributeValues: { ':to': to, ':from': from } }))
        .catch((e: unknown) => {
          if (!failedCondition(e)) throw e;
        });
      counts.submissions++;
    }
    await db.send(new DeleteCommand({ TableName: table, Key: keys.physician(from) }));
    counts.profiles++;
    onProgress?.({ ...counts });
  };

  const pool = boundedPool(migrateOne, 8);
  let start: Item | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: table, FilterExpression: '#t = :t', ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':t': 'physician' }, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) if (typeof item.id === 'string' && oldPhysicianId.test(item.id)) await pool.add(item);
    start = page.LastEvaluatedKey;
  } while (start);
  await pool.drain();
  return counts;
};
