import { AppError } from '../core/errors';
import { newId } from '../core/ids';
import { createTeamBody, teamView } from '../core/schemas/teams';
import { created, http } from '../http/endpoint';
import { notInDemo, signedIn, teamOf } from './context';
import { teamViewOf } from './team-view';

/** The owner must pay themselves (their subscription becomes every member's); one team per user. */
export const createTeam = http({ status: 201, access: 'plan', errors: ['CONFLICT', 'DEMO_RESTRICTED'], body: createTeamBody, response: teamView, summary: 'Create a team, owned by the caller (a paying subscriber)' }, async ({ principal, body }, d) => {
  const p = notInDemo(signedIn(principal));
  const [own, link] = await Promise.all([d.users.subscriptionOf(p.id), d.teams.linkOf(p.id)]);
  if (link) throw new AppError('CONFLICT', 'You are in a team already: a user belongs to one team at a time');
  if (!own?.subscribed) throw new AppError('SUBSCRIPTION_REQUIRED', 'A team is created by a subscriber: subscribe first, then invite your team');
  const now = d.now();
  const at = now.toISOString();
  const team = { id: newId(now), name: body.name, domain: body.domain ?? null, ownerId: p.id, seats: body.seats, members: 1, createdAt: at };
  if (!(await d.teams.create(team, { userId: p.id, email: p.email.toLowerCase(), role: 'owner', joinedAt: at }))) {
    throw new AppError('CONFLICT', 'You are in a team already: a user belongs to one team at a time');
  }
  return created(teamViewOf(await teamOf(d, p), now));
});
