import { AppError } from '../core/errors';
import { teamView, updateTeamBody } from '../core/schemas/teams';
import { http, ok } from '../http/endpoint';
import { notInDemo, requireRole, seatsHeld, teamOf } from './context';
import { teamViewOf } from './team-view';

/** Name, invitation domain and seats; owner only. Seats never go below the members (exact, in the store) nor the seats held by live invitations. */
export const updateTeam = http({ errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'DEMO_RESTRICTED'], body: updateTeamBody, response: teamView, summary: "Change the team's name, invitation domain or seats (owner)" }, async ({ principal, body }, d) => {
  const ctx = requireRole(await teamOf(d, principal), 'owner');
  notInDemo(ctx.principal);
  if (body.seats !== undefined && ctx.state.team.billing) {
    throw new AppError('CONFLICT', "Your seats are your team plan's: change them with Add seats", { seats: ['Seats follow the team plan'] });
  }
  if (body.seats !== undefined && body.seats < seatsHeld(ctx.state, d.now())) {
    throw new AppError('CONFLICT', `${seatsHeld(ctx.state, d.now())} seats are taken or invited: deactivate a member or revoke an invitation first`, { seats: ['Fewer seats than members and pending invitations'] });
  }
  if (!(await d.teams.update(ctx.state.team.id, body))) throw new AppError('CONFLICT', 'More members than that have joined meanwhile', { seats: ['Fewer seats than members'] });
  return ok(teamViewOf(await teamOf(d, principal), d.now()));
});
