import { describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/adapters/aws/dynamo-client';
import { type StripeSimulator, stripeSimulator } from '../../functions/adapters/local/stripe-simulator';
import { type SimSubscription, amountOf, simEvent } from '../../functions/adapters/local/stripe-simulator-objects';
import { config } from '../../functions/core/config';
import { errorBody } from '../../functions/core/schemas/error';
import { usage } from '../../functions/core/schemas/usage';
import type { TeamView } from '../../functions/core/schemas/teams';
import { meOf, postWebhook, pressButton } from '../support/billing';
import { eventually } from '../support/eventually';
import { api } from '../support/stack';
import { invite, join, mailedInvitation, teamOf } from '../support/teams';
import { type TestUser, makeUser, stackDeps } from '../support/users';

const codeOf = (body: unknown) => errorBody.parse(body).error.code;
const sim = (): StripeSimulator => stripeSimulator(documentClient(config()), config().TABLE_NAME, config());

const buySeats = (u: TestUser, body: Record<string, unknown>) => api<{ url: string }>('/api/team/checkout', { method: 'POST', token: u.token, body });
const setSeats = (u: TestUser, seats: number) => api<{ requested: number; status: string }>('/api/team/seats', { method: 'POST', token: u.token, body: { seats } });
const paidSeats = (u: TestUser, want: number) => eventually(() => teamOf(u), (r) => r.body.seats?.paid === want);

/** Issue 26's journey start: a free user buys `seats` of the team plan for a new team and pays in the simulator. */
const teamBought = async (seats = 3): Promise<{ owner: TestUser; team: TeamView; subscription: SimSubscription }> => {
  await stackDeps();
  const owner = await makeUser();
  const checkout = await buySeats(owner, { seats, name: 'Group practice desk' });
  expect(checkout.status).toBe(200);
  const paid = await pressButton(`${checkout.body.url}/pay`);
  expect(paid.status).toBe(303);
  const team = await paidSeats(owner, seats);
  expect(team.body.seats).toMatchObject({ paid: seats, used: 1, billed: true });
  const customer = await sim().customer((await (await stackDeps()).users.get(owner.id))?.stripeCustomerId ?? '');
  const subscription = await sim().subscription(customer?.sim_subscription ?? '');
  if (!subscription) throw new Error('no simulated subscription');
  return { owner, team: team.body, subscription };
};

const joined = async (owner: TestUser): Promise<TestUser> => {
  const m = await makeUser();
  expect((await invite(owner, m.email)).status).toBe(201);
  expect((await join(m, await mailedInvitation(m.email))).status).toBe(200);
  return m;
};

describe('team plan checkout (issue 26 item 2)', () => {
  it('sells a quantity at its volume tier, and the paid quantity becomes the seats and everyone’s plan', async () => {
    const owner = await makeUser();
    const checkout = await buySeats(owner, { seats: 5, name: 'Desk' });
    const page = await (await fetch(checkout.body.url)).text();
    // 5 seats fall in the 5–9 tier: every seat at $1,619.
    expect(page).toContain('5 seats × $1,619 = $8,095 per year');
    const { owner: buyer, team, subscription } = await teamBought(3);
    expect(subscription.items.data[0]).toMatchObject({ quantity: 3, price: { billing_scheme: 'tiered', tiers_mode: 'volume' } });
    expect(team.role).toBe('owner');
    expect((await meOf(buyer)).subscription).toMatchObject({ subscribed: true, tier: 'premium', plan_name: 'Team Plan' });
    const member = await joined(buyer);
    expect((await meOf(member)).subscription).toMatchObject({ subscribed: true, tier: 'premium', plan_name: 'Team Plan' });
  });

  it('refuses fewer than 2 seats (400), a member (403), and a second plan for a team that has one (409)', async () => {
    const u = await makeUser();
    const one = await buySeats(u, { seats: 1, name: 'Solo' });
    expect([one.status, codeOf(one.body)]).toEqual([400, 'VALIDATION']);
    const { owner } = await teamBought(2);
    const again = await buySeats(owner, { seats: 4 });
    expect([again.status, codeOf(again.body)]).toEqual([409, 'CONFLICT']);
    const member = await joined(owner);
    expect((await buySeats(member, { seats: 4 })).status).toBe(403);
  });
});

describe('adding seats (issue 26 item 2)', () => {
  it('changes the quantity in Stripe with prorations; the seats follow only the webhook', async () => {
    const { owner, subscription } = await teamBought(3);
    const res = await setSeats(owner, 5);
    expect([res.status, res.body]).toEqual([202, { requested: 5, status: 'pending' }]);
    expect((await paidSeats(owner, 5)).body.seats.paid).toBe(5);
    const updated = await sim().subscription(subscription.id);
    const invoice = await sim().invoice(updated?.latest_invoice ?? '');
    const price = subscription.items.data[0]!.price;
    // Credit for 3 seats' unused time, charge for 5 seats' remaining time (at the 5–9 tier): the period has barely begun.
    expect(invoice?.billing_reason).toBe('subscription_update');
    const [credit, charge] = invoice!.lines.data;
    expect(credit).toMatchObject({ quantity: 3, proration: true });
    expect(charge).toMatchObject({ quantity: 5, proration: true });
    expect(Math.abs(credit!.amount + amountOf(price, 3))).toBeLessThan(100);
    expect(Math.abs(charge!.amount - amountOf(price, 5))).toBeLessThan(100);
  });

  it('refuses fewer seats than members and invitations with why (409), and PATCH seats on a billed team', async () => {
    const { owner } = await teamBought(3);
    await joined(owner);
    expect((await invite(owner, `pending-${Date.now()}@example.com`)).status).toBe(201);
    const fewer = await setSeats(owner, 2);
    expect([fewer.status, codeOf(fewer.body)]).toEqual([409, 'CONFLICT']);
    expect(errorBody.parse(fewer.body).error.message).toContain('3 seats are taken or invited');
    const patched = await api('/api/team', { method: 'PATCH', token: owner.token, body: { seats: 10 } });
    expect([patched.status, codeOf(patched.body)]).toEqual([409, 'CONFLICT']);
    // Full: the next invitation is refused until seats are added.
    expect((await invite(owner, `one-more-${Date.now()}@example.com`)).status).toBe(409);
  });

  it('keeps the seats of a newer event when an older one arrives late', async () => {
    const { owner, subscription } = await teamBought(3);
    expect((await setSeats(owner, 4)).status).toBe(202);
    await paidSeats(owner, 4);
    const stale = simEvent('customer.subscription.updated', { ...subscription, items: { ...subscription.items, data: [{ ...subscription.items.data[0]!, quantity: 2 }] } });
    stale.created -= 600;
    expect((await postWebhook(stale)).status).toBe(200);
    expect((await teamOf(owner)).body.seats.paid).toBe(4);
  });

  it('refuses a forged team event (400) and changes no seats', async () => {
    const { owner, subscription } = await teamBought(2);
    const forged = simEvent('customer.subscription.updated', { ...subscription, items: { ...subscription.items, data: [{ ...subscription.items.data[0]!, quantity: 50 }] } });
    expect((await postWebhook(forged, { secret: 'whsec_forged' })).status).toBe(400);
    expect((await teamOf(owner)).body.seats.paid).toBe(2);
  });

  it('takes paid access from every member when the team’s renewal fails, as from the owner', async () => {
    const { owner, subscription } = await teamBought(2);
    const member = await joined(owner);
    const failed = simEvent('invoice.payment_failed', { id: 'in_failed', object: 'invoice', customer: subscription.customer, parent: { subscription_details: { subscription: subscription.id } } });
    expect((await postWebhook(failed)).status).toBe(200);
    for (const u of [owner, member]) expect((await meOf(u)).subscription).toMatchObject({ subscribed: false, tier: 'free' });
  });

  it('records fewer paid seats than members from the portal (200, no retry), keeps everyone, refuses invitations and sizes the pool by the paid seats', async () => {
    const { owner, subscription } = await teamBought(3);
    const members = [await joined(owner), await joined(owner)];
    // The customer portal lowers the quantity to 2 with 3 members in: Stripe sends what the simulator sends.
    const lowered = await sim().updateQuantity(subscription.id, 2);
    if (!lowered) throw new Error('the simulator refused the quantity');
    for (const event of lowered.events) expect((await postWebhook(event)).status).toBe(200);
    // Delivered again (Stripe retries whatever it pleases): the same answer, nothing changes.
    for (const event of lowered.events) expect((await postWebhook(event)).status).toBe(200);
    const view = (await paidSeats(owner, 2)).body;
    expect(view.seats).toMatchObject({ paid: 2, used: 3, billed: true });
    expect(view.members).toHaveLength(3);
    // Nobody loses access or work: the owner chooses whom to remove, or buys the seat back.
    for (const u of [owner, ...members]) expect((await meOf(u)).subscription).toMatchObject({ subscribed: true, tier: 'premium' });
    const refused = await invite(owner, `over-${Date.now()}@example.com`);
    expect([refused.status, codeOf(refused.body)]).toEqual([409, 'CONFLICT']);
    expect(errorBody.parse(refused.body).error.message).toBe('3 members use 2 paid seats: add seats or deactivate a member first');
    const d = await stackDeps();
    const pool = usage.parse((await api('/api/me/usage', { token: members[0]!.token })).body).team;
    expect(pool?.reveals.cap).toBe(d.config.CONTACT_REVEAL_DAILY_CAP * 2);
    // Back in step: the owner adds the seat (Add seats refuses fewer than members and invitations).
    expect((await setSeats(owner, 2)).status).toBe(409);
    expect((await setSeats(owner, 3)).status).toBe(202);
    expect((await paidSeats(owner, 3)).body.seats).toMatchObject({ paid: 3, used: 3 });
  });
});
