import { BatchWriteCommand, type DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from './sdk/client-dynamodb';
import { AppError } from '../../core/errors';
import type { TeamActivityEntry, TeamActivityStore } from '../../core/team-activity-ports';
import { keys, ttlOf } from './dynamo-client';
import { queryAll } from './dynamo-query-pages';
import { transactWrite } from './dynamo-transact';

const DAY = 86_400;
// The team's log is kept as long as the personal reveal log: a year.
const YEAR = 365 * DAY;

const badCursor = () => new AppError('VALIDATION', 'Invalid cursor', { cursor: ['Invalid cursor'] });

/** The cursor is the last sort key alone: the team comes from the caller, so no cursor can open another team's log. */
const encodeCursor = (sk: string): string => Buffer.from(sk, 'utf8').toString('base64url');
const decodeCursor = (cursor: string): string => {
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^LOG#\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9a-f]{12}$/.test(sk)) throw badCursor();
  return sk;
};

const entryOf = (i: Record<string, unknown>): TeamActivityEntry => ({
  id: String(i.sk).slice(keys.teamActivityPrefix.length),
  userId: String(i.userId),
  email: String(i.email),
  kind: i.kind === 'export' ? 'export' : 'reveal',
  at: String(i.at),
  count: Number(i.count),
  physicianIds: i.physicianIds instanceof Set ? [...(i.physicianIds as Set<string>)].sort() : [],
  redacted: Number(i.redacted ?? 0),
  ...(typeof i.format === 'string' ? { format: i.format } : {}),
  ...(typeof i.fileName === 'string' ? { fileName: i.fileName } : {}),
});

/** Members' limits live on their member item, so they go when the member does. */
const limitOf = (v: unknown): number | null => (typeof v === 'number' ? v : null);

export const dynamoTeamActivity = (db: DynamoDBDocumentClient, table: string): TeamActivityStore => ({
  async draw({ teamId, day, pool, memberLimit, entry }) {
    const { kind, count, userId } = entry;
    const rand = entry.id.slice(entry.id.lastIndexOf('#') + 1);
    const counter = (key: { pk: string; sk: string }, max: number | null, type: string) => ({
      Update: {
        TableName: table,
        Key: key,
        UpdateExpression: 'SET #c = if_not_exists(#c, :zero) + :n, #t = :type, expiresAt = :ttl',
        ...(max === null ? {} : { ConditionExpression: 'attribute_not_exists(#c) OR #c <= :max' }),
        ExpressionAttributeNames: { '#c': 'used', '#t': 'type' },
        ExpressionAttributeValues: { ':zero': 0, ':n': count, ':type': type, ':ttl': ttlOf(day, 2 * DAY), ...(max === null ? {} : { ':max': max - count }) },
      },
    });
    const ids = [...new Set(entry.physicianIds)];
    const log = {
      ...keys.teamActivity(teamId, entry.at, rand),
      type: 'teamActivity',
      userId,
      email: entry.email,
      kind,
      at: entry.at,
      count,
      redacted: 0,
      ...(ids.length ? { physicianIds: new Set(ids) } : {}),
      ...(entry.format ? { format: entry.format } : {}),
      ...(entry.fileName ? { fileName: entry.fileName } : {}),
      // A reveal names one physician: indexed under them, so a removal finds the team's entry without a scan.
      ...(kind === 'reveal' && ids.length === 1 ? { gsi1pk: `PHYSICIAN#${ids[0]}`, gsi1sk: `TEAMLOG#${teamId}#${entry.at}` } : {}),
      expiresAt: ttlOf(entry.at, YEAR),
    };
    // Pool, member counter and entry together: the pool counts exactly the entries, and a member's limit holds under any concurrency.
    const out = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: [
          counter(keys.teamQuota(teamId, kind, day), pool, 'teamQuota'),
          counter(keys.teamMemberQuota(teamId, kind, day, userId), memberLimit, 'teamMemberQuota'),
          { Put: { TableName: table, Item: log, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
    if (out === 'ok') return 'ok';
    return out.refused.includes(1) ? 'you' : 'team';
  },

  async memberUsedOn(teamId, userId, kind, day) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.teamMemberQuota(teamId, kind, day, userId), ConsistentRead: true }));
    return typeof Item?.used === 'number' ? Item.used : 0;
  },

  async limitsOf(teamId, userId) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.teamMember(teamId, userId), ConsistentRead: true }));
    return { reveals: limitOf(Item?.limitReveals), exportRows: limitOf(Item?.limitExportRows) };
  },

  async setLimits(teamId, userId, limits) {
    const set = (name: string, v: number | null) => (v === null ? { remove: name } : { set: name, v });
    const parts = [set('limitReveals', limits.reveals), set('limitExportRows', limits.exportRows)];
    const sets = parts.flatMap((p, i) => ('set' in p ? [`${p.set} = :v${i}`] : []));
    const removes = parts.flatMap((p) => ('remove' in p ? [p.remove] : []));
    const values = Object.fromEntries(parts.flatMap((p, i) => ('set' in p ? [[`:v${i}`, p.v]] : [])));
    try {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.teamMember(teamId, userId),
          UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].join(' ').trim(),
          ConditionExpression: 'attribute_exists(pk)',
          ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
        }),
      );
      return true;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return false;
      throw e;
    }
  },

  async list(teamId, q) {
    const pk = keys.teamPartition(teamId);
    const from = `${keys.teamActivityPrefix}${q.from ?? ''}`;
    const to = `${keys.teamActivityPrefix}${q.to ?? '\uffff'}\uffff`;
    const items: TeamActivityEntry[] = [];
    let start: Record<string, unknown> | undefined = q.cursor ? { pk, sk: decodeCursor(q.cursor) } : undefined;
    // A member filter drops items after the read: keep reading until the page is full or the log ends.
    do {
      const out = await db.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ...(q.userId ? { FilterExpression: 'userId = :user' } : {}),
          ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to, ...(q.userId ? { ':user': q.userId } : {}) },
          ScanIndexForward: false,
          Limit: q.limit - items.length,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      items.push(...(out.Items ?? []).map(entryOf));
      start = out.LastEvaluatedKey;
    } while (start && items.length < q.limit);
    const last = items.at(-1);
    return { items, nextCursor: start && last ? encodeCursor(`${keys.teamActivityPrefix}${last.id}`) : null };
  },

  async markExported(teamId, physicianIds, at) {
    const ids = [...new Set(physicianIds)];
    for (let i = 0; i < ids.length; i += 25) {
      const requests = ids.slice(i, i + 25).map((physicianId) => ({
        PutRequest: { Item: { ...keys.teamExportMark(teamId, physicianId), gsi1pk: `PHYSICIAN#${physicianId}`, gsi1sk: `MARK#EXPORTED#TEAM#${teamId}`, type: 'teamExportMark', teamId, physicianId, exportedAt: at } },
      }));
      let left: typeof requests = requests;
      for (let attempt = 0; left.length; attempt++) {
        if (attempt > 8) throw new Error('DynamoDB kept refusing a batch of team export marks');
        if (attempt) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
        const out = await db.send(new BatchWriteCommand({ RequestItems: { [table]: left } }));
        left = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
      }
    }
  },

  async removePhysician(physicianId) {
    const indexed = (prefix: string) =>
      queryAll(db, {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `PHYSICIAN#${physicianId}`, ':prefix': prefix },
        ProjectionExpression: 'gsi1sk',
      });
    const [logs, marks] = await Promise.all([indexed('TEAMLOG#'), indexed('MARK#EXPORTED#TEAM#')]);
    const teams = new Set([...logs.map((i) => String(i.gsi1sk).split('#')[1]!), ...marks.map((i) => String(i.gsi1sk).slice('MARK#EXPORTED#TEAM#'.length))]);
    let touched = 0;
    for (const teamId of teams) {
      const entries = await queryAll(db, {
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: 'contains(physicianIds, :id)',
        ExpressionAttributeValues: { ':pk': keys.teamPartition(teamId), ':prefix': keys.teamActivityPrefix, ':id': physicianId },
        ProjectionExpression: 'pk, sk',
      });
      for (const e of entries) {
        // Redacted, not deleted: the entry's count is what the pool drew, so the log still adds up to the pool.
        try {
          await db.send(
            new UpdateCommand({
              TableName: table,
              Key: { pk: e.pk, sk: e.sk },
              UpdateExpression: 'DELETE physicianIds :ids ADD redacted :one REMOVE gsi1pk, gsi1sk',
              ConditionExpression: 'contains(physicianIds, :id)',
              ExpressionAttributeValues: { ':ids': new Set([physicianId]), ':one': 1, ':id': physicianId },
            }),
          );
          touched++;
        } catch (err) {
          if (!(err instanceof ConditionalCheckFailedException)) throw err;
        }
      }
      // The team's mark goes last: a run that stopped before it finds the team again.
      await db.send(new BatchWriteCommand({ RequestItems: { [table]: [{ DeleteRequest: { Key: keys.teamExportMark(teamId, physicianId) } }] } }));
    }
    return touched;
  },
});
