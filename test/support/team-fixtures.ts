import { randomUUID } from 'node:crypto';
import { newId } from '../../functions/core/ids';
import { mailedTokenHash, newMailedToken } from '../../functions/core/mailed-token';
import type { Deps } from '../../functions/core/deps';
import { type TestUser, makeUser, stackDeps } from './users';

/**
 * Issue 26's callers of the authorization matrix, made through the store
 * (no mail round trips): a team owned by a premium user, holding an admin, a
 * member, a second member to act on and a pending invitation.
 */

const DAY = 86_400_000;

export const newTeam = async (d: Deps, owner: TestUser): Promise<string> => {
  const now = d.now();
  const id = newId(now);
  const ok = await d.teams.create({ id, name: 'Matrix desk', domain: null, ownerId: owner.id, seats: 10, members: 1, createdAt: now.toISOString() }, { userId: owner.id, email: owner.email, role: 'owner', joinedAt: now.toISOString() });
  if (!ok) throw new Error(`${owner.email} is in a team already`);
  return id;
};

/** A pending invitation to `email`; its token, which the mail would carry. */
export const pendingInvitation = async (d: Deps, teamId: string, email: string, role: 'admin' | 'member' = 'member'): Promise<{ id: string; token: string }> => {
  const now = d.now();
  const token = newMailedToken();
  const id = `inv_${randomUUID().slice(0, 12)}`;
  if (!(await d.teams.invite({ id, teamId, email, role, tokenHash: mailedTokenHash(token), createdAt: now.toISOString(), validUntil: new Date(now.getTime() + 7 * DAY).toISOString() }, now))) throw new Error('invitation refused');
  return { id, token };
};

export const joinTeam = async (d: Deps, teamId: string, user: TestUser, role: 'admin' | 'member'): Promise<void> => {
  const { token } = await pendingInvitation(d, teamId, user.email, role);
  const out = await d.teams.accept(mailedTokenHash(token), user, d.now());
  if (!out.ok) throw new Error(`join refused: ${out.reason}`);
};

export interface MatrixTeam {
  readonly teamId: string;
  readonly owner: TestUser;
  readonly admin: TestUser;
  readonly member: TestUser;
  /** A member the routes act on (deactivate, role). */
  readonly target: TestUser;
  readonly invitationId: string;
}

export const matrixTeam = async (): Promise<MatrixTeam> => {
  const d = await stackDeps();
  const [owner, admin, member, target] = await Promise.all([makeUser({ tier: 'premium' }), makeUser(), makeUser(), makeUser()]);
  const teamId = await newTeam(d, owner);
  await Promise.all([joinTeam(d, teamId, admin, 'admin'), joinTeam(d, teamId, member, 'member'), joinTeam(d, teamId, target, 'member')]);
  const { id: invitationId } = await pendingInvitation(d, teamId, `pending-${randomUUID()}@example.com`);
  return { teamId, owner, admin, member, target, invitationId };
};

/** The owner of another team: full powers in theirs, none in the matrix team. */
export const otherTeamOwner = async (): Promise<TestUser> => {
  const d = await stackDeps();
  const owner = await makeUser({ tier: 'premium' });
  await newTeam(d, owner);
  return owner;
};
