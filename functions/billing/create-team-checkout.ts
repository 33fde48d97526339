import { siteUrlOf } from '../core/config';
import { AppError } from '../core/errors';
import { newId } from '../core/ids';
import { type RedirectUrl, redirectUrl } from '../core/schemas/billing';
import { teamCheckoutBody } from '../core/schemas/teams';
import { teamAccountOf } from '../core/subscription';
import { newTeamRecords, notInDemo, requireRole, seatsHeld, signedIn, teamOf } from '../core/team-context';
import type { Deps } from '../core/deps';
import type { Principal } from '../core/principal';
import { http, ok } from '../http/endpoint';
import { customerOf } from './customer-of';

const IN_A_TEAM = 'You are in a team already: a user belongs to one team at a time';

/** The team the plan is bought for: the caller's own (they must own it), or a new one they own. */
const teamToBill = async (d: Deps, p: Principal, body: { seats: number; name?: string | undefined; domain?: string | null | undefined }): Promise<string> => {
  if (!(await d.teams.linkOf(p.id))) {
    if (!body.name) throw new AppError('VALIDATION', 'Name your team', { name: ['Enter a name'] });
    const now = d.now();
    // One seat (the owner's) until Stripe confirms the quantity bought.
    const [team, owner] = newTeamRecords(p, { id: newId(now), name: body.name, domain: body.domain ?? null, seats: 1 }, now.toISOString());
    if (!(await d.teams.create(team, owner))) throw new AppError('CONFLICT', IN_A_TEAM);
    return team.id;
  }
  const ctx = requireRole(await teamOf(d, p), 'owner');
  if ((await d.users.subscriptionOf(teamAccountOf(ctx.state.team.id)))?.subscribed) {
    throw new AppError('CONFLICT', 'Your team plan is live: add seats to it instead of buying another', { seats: ['Use Add seats'] });
  }
  const held = seatsHeld(ctx.state, d.now());
  if (body.seats < held) throw new AppError('CONFLICT', `${held} seats are taken or invited: buy at least that many`, { seats: [`At least ${held}`] });
  return ctx.state.team.id;
};

/**
 * Issue 26 item 2: the team plan in Stripe Checkout, one subscription whose
 * quantity is the seats, on the per-seat price with volume tiers. The team's
 * seats become that quantity when the webhook confirms the payment.
 */
export const createTeamCheckout = http(
  { errors: ['DEMO_RESTRICTED', 'CONFLICT', 'FORBIDDEN'], body: teamCheckoutBody, response: redirectUrl, summary: 'Buy the team plan: Stripe Checkout for a quantity of seats (team owner, or a new team)' },
  async ({ body, principal }, d) => {
    const p = notInDemo(signedIn(principal));
    const stripePriceId = d.config.STRIPE_PRICE_TEAM;
    if (!stripePriceId) throw new AppError('CONFLICT', 'Team plans are not sold online here: contact us');
    const teamId = await teamToBill(d, p, body);
    const site = siteUrlOf(d.config);
    const session = await d.billing.createCheckout({
      customerId: await customerOf(p, d),
      userId: p.id,
      stripePriceId,
      successUrl: `${site}/account?tab=team&checkout=done`,
      cancelUrl: `${site}/account?tab=team`,
      team: { id: teamId, seats: body.seats },
    });
    const reply: RedirectUrl = { url: session.url };
    return ok(reply);
  },
);
