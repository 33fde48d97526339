import { ConditionalCheckFailedException } from './sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import type { InvitationRecord, TeamBilling, TeamMemberRecord, TeamRecord, TeamStore } from '../../core/team-ports';
import { keys, ttlOf } from './dynamo-client';
import { transactWrite } from './dynamo-transact';
import { batchGetAll } from './dynamo-batch-get';
import { queryAll } from './dynamo-query-pages';
import { acceptInvitation } from './dynamo-team-accept';
import { dynamoTeamOwnership } from './dynamo-team-owner';

const DAY = 86_400;

const billingOf = (b: unknown): TeamBilling | null => {
  if (!b || typeof b !== 'object') return null;
  const o = b as Record<string, unknown>;
  return { subscriptionId: String(o.subscriptionId), itemId: String(o.itemId), eventCreated: Number(o.eventCreated) };
};

const teamOf = (i: Record<string, unknown>): TeamRecord => ({
  id: String(i.id),
  name: String(i.name),
  domain: typeof i.domain === 'string' ? i.domain : null,
  ownerId: String(i.ownerId),
  seats: Number(i.seats),
  members: Number(i.members),
  createdAt: String(i.createdAt),
  ...(billingOf(i.billing) ? { billing: billingOf(i.billing) as TeamBilling } : {}),
});

const memberOf = (i: Record<string, unknown>): TeamMemberRecord => ({ userId: String(i.userId), email: String(i.email), role: i.role as TeamMemberRecord['role'], joinedAt: String(i.joinedAt) });

const invitationOf = (i: Record<string, unknown>): InvitationRecord => ({
  id: String(i.id),
  teamId: String(i.teamId),
  email: String(i.email),
  role: i.role === 'admin' ? 'admin' : 'member',
  tokenHash: String(i.tokenHash),
  createdAt: String(i.createdAt),
  validUntil: String(i.validUntil),
});

/** The token row of an invitation: what the mailed link finds, gone by TTL a day after it stops working. */
const tokenItem = (tokenHash: string, teamId: string, invitationId: string, validUntil: string) => ({
  ...keys.teamInvitationToken(tokenHash),
  type: 'teamInvitationToken',
  teamId,
  invitationId,
  validUntil,
  expiresAt: ttlOf(validUntil, DAY),
});

const refusedCheck = async (send: () => Promise<unknown>): Promise<boolean> => {
  try {
    await send();
    return true;
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) return false;
    throw e;
  }
};

export const dynamoTeamStore = (db: DynamoDBDocumentClient, table: string): TeamStore => ({
  ...dynamoTeamOwnership(db, table),
  async create(team, owner) {
    const out = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table, Item: { ...keys.team(team.id), type: 'team', ...team, members: 1 }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: table, Item: { ...keys.teamMember(team.id, owner.userId), type: 'teamMember', ...owner } } },
          { Put: { TableName: table, Item: { ...keys.teamLink(owner.userId), type: 'teamLink', teamId: team.id, ownerId: team.ownerId }, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
    return out === 'ok';
  },

  async membersOf(teamId, userIds) {
    const rows = await batchGetAll(db, table, [...new Set(userIds)].map((u) => keys.teamMember(teamId, u)), true);
    return rows.filter((i) => i.type === 'teamMember').map(memberOf);
  },

  async linkOf(userId) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.teamLink(userId), ConsistentRead: true }));
    return Item ? { teamId: String(Item.teamId), ownerId: String(Item.ownerId) } : null;
  },

  async stateOf(teamId) {
    // Every request of a member reads this, and the partition also holds a year of activity, the pool counters, export
    // marks and shared-list pointers: read only the team item and the two prefixes it needs (a team is the owner plus
    // at most TEAM_SEATS_MAX members and invitations, so each is one page).
    const prefixed = (prefix: string) =>
      queryAll(db, { TableName: table, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)', ExpressionAttributeValues: { ':pk': keys.teamPartition(teamId), ':sk': prefix }, ConsistentRead: true });
    const [{ Item: team }, members, invitations] = await Promise.all([
      db.send(new GetCommand({ TableName: table, Key: keys.team(teamId), ConsistentRead: true })),
      prefixed(keys.teamMemberPrefix),
      prefixed(keys.teamInvitationPrefix),
    ]);
    if (!team) return null;
    return { team: teamOf(team), members: members.map(memberOf), invitations: invitations.map(invitationOf) };
  },

  async update(teamId, patch) {
    const sets: string[] = [];
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined) continue;
      sets.push(`#${k} = :${k}`);
      names[`#${k}`] = k;
      values[`:${k}`] = v;
    }
    // Fewer seats than active members would leave someone without one.
    const condition = patch.seats === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND members <= :seats';
    return refusedCheck(() =>
      db.send(new UpdateCommand({ TableName: table, Key: keys.team(teamId), UpdateExpression: `SET ${sets.join(', ')}`, ConditionExpression: condition, ExpressionAttributeNames: names, ExpressionAttributeValues: values })),
    );
  },

  async invite(inv, now) {
    const out = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: { ...keys.teamInvitation(inv.teamId, inv.id), type: 'teamInvitation', ...inv, expiresAt: ttlOf(inv.validUntil, 30 * DAY) },
              // One live invitation per address; an expired one is replaced (its token row dies by its own validUntil).
              ConditionExpression: 'attribute_not_exists(pk) OR validUntil <= :now',
              ExpressionAttributeValues: { ':now': now.toISOString() },
            },
          },
          { Put: { TableName: table, Item: tokenItem(inv.tokenHash, inv.teamId, inv.id, inv.validUntil), ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
    return out === 'ok';
  },

  async reissue(teamId, invitationId, tokenHash, validUntil) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.teamInvitation(teamId, invitationId), ConsistentRead: true }));
    if (!Item) return null;
    const old = invitationOf(Item);
    const out = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: keys.teamInvitation(teamId, invitationId),
              UpdateExpression: 'SET tokenHash = :new, validUntil = :until, expiresAt = :ttl',
              // Over the token read: a concurrent accept or resend wins, this one is refused.
              ConditionExpression: 'tokenHash = :old',
              ExpressionAttributeValues: { ':new': tokenHash, ':old': old.tokenHash, ':until': validUntil, ':ttl': ttlOf(validUntil, 30 * DAY) },
            },
          },
          { Delete: { TableName: table, Key: keys.teamInvitationToken(old.tokenHash) } },
          { Put: { TableName: table, Item: tokenItem(tokenHash, teamId, invitationId, validUntil), ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
    return out === 'ok' ? { ...old, tokenHash, validUntil } : null;
  },

  async revoke(teamId, invitationId) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.teamInvitation(teamId, invitationId), ConsistentRead: true }));
    if (!Item) return false;
    const out = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: table, Key: keys.teamInvitation(teamId, invitationId), ConditionExpression: 'tokenHash = :t', ExpressionAttributeValues: { ':t': Item.tokenHash } } },
          { Delete: { TableName: table, Key: keys.teamInvitationToken(String(Item.tokenHash)) } },
        ],
      }),
    );
    return out === 'ok';
  },

  async get(teamId) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.team(teamId), ConsistentRead: true }));
    return Item ? teamOf(Item) : null;
  },

  async poolUsedOn(teamId, kind, day) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.teamQuota(teamId, kind, day), ConsistentRead: true }));
    return typeof Item?.used === 'number' ? Item.used : 0;
  },

  accept: (tokenHash, user, now) => acceptInvitation(db, table, tokenHash, user, now),

  async deactivate(teamId, userId) {
    const out = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: table, Key: keys.teamMember(teamId, userId), ConditionExpression: 'attribute_exists(pk) AND #role <> :owner', ExpressionAttributeNames: { '#role': 'role' }, ExpressionAttributeValues: { ':owner': 'owner' } } },
          { Delete: { TableName: table, Key: keys.teamLink(userId), ConditionExpression: 'teamId = :team', ExpressionAttributeValues: { ':team': teamId } } },
          { Update: { TableName: table, Key: keys.team(teamId), UpdateExpression: 'SET members = members - :one', ExpressionAttributeValues: { ':one': 1 } } },
        ],
      }),
    );
    return out === 'ok';
  },

  async setRole(teamId, userId, role) {
    return refusedCheck(() =>
      db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.teamMember(teamId, userId),
          UpdateExpression: 'SET #role = :role',
          ConditionExpression: 'attribute_exists(pk) AND #role <> :owner',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':role': role, ':owner': 'owner' },
        }),
      ),
    );
  },
});
