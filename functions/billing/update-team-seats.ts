import { AppError } from '../core/errors';
import { seatsBody, seatsRequested } from '../core/schemas/teams';
import { teamAccountOf } from '../core/subscription';
import { notInDemo, requireRole, seatsHeld, teamOf } from '../core/team-context';
import { accepted, http } from '../http/endpoint';

/**
 * "Add seats" (or fewer): the team plan's quantity in Stripe, prorated and
 * invoiced at once. Answers 202: the team's seats change when Stripe's
 * `customer.subscription.updated` arrives, never on this call alone.
 */
export const updateTeamSeats = http(
  { status: 202, errors: ['DEMO_RESTRICTED', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND'], body: seatsBody, response: seatsRequested, summary: "Change the team plan's seats in Stripe (owner); applied when Stripe confirms" },
  async ({ body, principal }, d) => {
    const ctx = requireRole(await teamOf(d, principal), 'owner');
    notInDemo(ctx.principal);
    const { team } = ctx.state;
    const plan = await d.users.subscriptionOf(teamAccountOf(team.id));
    if (!team.billing || !plan?.subscribed) throw new AppError('CONFLICT', 'Your team has no live team plan: buy one first', { seats: ['No team plan'] });
    const held = seatsHeld(ctx.state, d.now());
    if (body.seats < held) {
      throw new AppError('CONFLICT', `${held} seats are taken or invited: deactivate a member or revoke an invitation first`, { seats: [`At least ${held}`] });
    }
    if (body.seats === team.seats) throw new AppError('CONFLICT', `Your team has ${team.seats} seats already`, { seats: ['No change'] });
    await d.billing.updateSeats({ subscriptionId: team.billing.subscriptionId, itemId: team.billing.itemId, seats: body.seats });
    return accepted({ requested: body.seats, status: 'pending' });
  },
);
