import { type DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from './sdk/lib-dynamodb';
import type { AcceptOutcome, TeamRecord } from '../../core/team-ports';
import type { TeamRole } from '../../core/schemas/teams';
import { keys } from './dynamo-client';
import { transactWrite } from './dynamo-transact';

/**
 * Accepting an invitation is one transaction: the token is marked used (once,
 * while valid), the invitation row goes (only if it still carries this
 * token: a resend or revoke in between wins), the user's link is created
 * (only if they have none: one team per user), the team's member counter
 * rises (only below the seats) and the member row is written. Whichever
 * condition refuses names the 409; nothing is half done.
 */
export const acceptInvitation = async (db: DynamoDBDocumentClient, table: string, tokenHash: string, user: { id: string; email: string }, now: Date): Promise<AcceptOutcome> => {
  const get = async (key: Record<string, string>) => (await db.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;
  const token = await get(keys.teamInvitationToken(tokenHash));
  if (!token) return { ok: false, reason: 'unknown' };
  if (typeof token.usedAt === 'string') return { ok: false, reason: 'used' };
  if (String(token.validUntil) <= now.toISOString()) return { ok: false, reason: 'expired' };
  const teamId = String(token.teamId);
  const invitationId = String(token.invitationId);
  const [invitation, teamItem] = await Promise.all([get(keys.teamInvitation(teamId, invitationId)), get(keys.team(teamId))]);
  if (!invitation || invitation.tokenHash !== tokenHash || !teamItem) return { ok: false, reason: 'unknown' };
  if (String(invitation.email).toLowerCase() !== user.email.toLowerCase()) return { ok: false, reason: 'wrong_email' };
  const role: TeamRole = invitation.role === 'admin' ? 'admin' : 'member';
  const at = now.toISOString();
  const out = await transactWrite(db, () =>
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: table,
            Key: keys.teamInvitationToken(tokenHash),
            UpdateExpression: 'SET usedAt = :now, usedBy = :user',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND validUntil > :now',
            ExpressionAttributeValues: { ':now': at, ':user': user.id },
          },
        },
        { Delete: { TableName: table, Key: keys.teamInvitation(teamId, invitationId), ConditionExpression: 'tokenHash = :t', ExpressionAttributeValues: { ':t': tokenHash } } },
        { Put: { TableName: table, Item: { ...keys.teamLink(user.id), type: 'teamLink', teamId, ownerId: String(teamItem.ownerId) }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Update: { TableName: table, Key: keys.team(teamId), UpdateExpression: 'SET members = members + :one', ConditionExpression: 'members < seats', ExpressionAttributeValues: { ':one': 1 } } },
        { Put: { TableName: table, Item: { ...keys.teamMember(teamId, user.id), type: 'teamMember', userId: user.id, email: user.email.toLowerCase(), role, joinedAt: at } } },
      ],
    }),
  );
  if (out !== 'ok') {
    // DynamoDB may name only some refusals; the first named decides, in the order a caller can act on.
    const first = Math.min(...out.refused);
    return { ok: false, reason: first <= 1 ? 'used' : first === 2 ? 'in_a_team' : 'seats_full' };
  }
  const team: TeamRecord = {
    id: teamId,
    name: String(teamItem.name),
    domain: typeof teamItem.domain === 'string' ? teamItem.domain : null,
    ownerId: String(teamItem.ownerId),
    seats: Number(teamItem.seats),
    members: Number(teamItem.members) + 1,
    createdAt: String(teamItem.createdAt),
  };
  return { ok: true, team, role };
};
