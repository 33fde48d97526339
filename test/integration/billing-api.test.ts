import { describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import { checkoutSessionStatus, redirectUrl } from '../../functions/core/schemas/billing';
import { customerIdOf, meOf, pressButton, sessionOf, startCheckout } from '../support/billing';
import { api, stack, tokenOf } from '../support/stack';
import { makeUser } from '../support/users';

const codeOf = (body: unknown) => errorBody.parse(body).error.code;
const checkout = (token: string | undefined, body: unknown) => api('/api/billing/checkout', { method: 'POST', ...(token ? { token } : {}), body });

describe('POST /api/billing/checkout', () => {
  it('refuses anonymous (401) and demo accounts (403 DEMO_RESTRICTED)', async () => {
    expect((await checkout(undefined, { priceId: 'price_monthly' })).status).toBe(401);
    const demo = await checkout(await tokenOf('demo'), { priceId: 'price_monthly' });
    expect([demo.status, codeOf(demo.body)]).toEqual([403, 'DEMO_RESTRICTED']);
  });

  it('is 400 with field details for a price that is not a plan', async () => {
    const u = await makeUser();
    const res = await checkout(u.token, { priceId: 'price_local_annual' });
    expect([res.status, codeOf(res.body)]).toEqual([400, 'VALIDATION']);
    expect(errorBody.parse(res.body).error.details).toHaveProperty('priceId');
  });

  it('returns the simulator checkout URL on this site and makes one Stripe customer per user', async () => {
    const u = await makeUser();
    const first = await startCheckout(u, 'price_monthly');
    expect(first.url).toBe(`${stack().env.SITE_URL}/_local/stripe/checkout/${first.sessionId}`);
    const customer = await customerIdOf(u);
    const second = await startCheckout(u, 'price_annual');
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(await customerIdOf(u)).toBe(customer);
  });

  it('is 409 CONFLICT for the plan the user already has', async () => {
    const u = await makeUser({ tier: 'premium' });
    const res = await checkout(u.token, { priceId: 'price_annual' });
    expect([res.status, codeOf(res.body)]).toEqual([409, 'CONFLICT']);
  });
});

describe('POST /api/billing/portal', () => {
  it('refuses anonymous (401), demo (403) and users who never had a customer (409)', async () => {
    expect((await api('/api/billing/portal', { method: 'POST' })).status).toBe(401);
    const demo = await api('/api/billing/portal', { method: 'POST', token: await tokenOf('demo') });
    expect([demo.status, codeOf(demo.body)]).toEqual([403, 'DEMO_RESTRICTED']);
    const fresh = await makeUser();
    const none = await api('/api/billing/portal', { method: 'POST', token: fresh.token });
    expect([none.status, codeOf(none.body)]).toEqual([409, 'CONFLICT']);
    expect(errorBody.parse(none.body).error.message).toBe('No billing account yet');
  });
});

describe('GET /api/billing/sessions/{id}', () => {
  it("shows the caller their own session, and someone else's as 404", async () => {
    const [owner, other] = await Promise.all([makeUser(), makeUser()]);
    const { sessionId } = await startCheckout(owner);
    const mine = await sessionOf(owner, sessionId);
    expect(mine.status).toBe(200);
    expect(checkoutSessionStatus.parse(mine.body)).toMatchObject({ id: sessionId, status: 'open', subscription: { subscribed: false, tier: 'free' } });
    const theirs = await sessionOf(other, sessionId);
    expect([theirs.status, codeOf(theirs.body)]).toEqual([404, 'NOT_FOUND']);
    expect((await sessionOf(owner, 'cs_test_doesnotexist')).status).toBe(404);
    expect((await sessionOf(owner, 'not-a-session')).status).toBe(400);
  });
});

describe('the local Stripe flow over HTTP', () => {
  it('checkout, pay, switch plan and cancel in the simulator, each reaching /api/me through the signed webhook', async () => {
    const u = await makeUser();
    const { url, sessionId } = await startCheckout(u, 'price_annual');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Annual Plan');
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);

    const paid = await pressButton(`${url}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${stack().env.SITE_URL}/success?session_id=${sessionId}`);
    expect((await meOf(u)).subscription).toMatchObject({ subscribed: true, tier: 'premium', plan_name: 'Annual Plan', price_amount: 1799, billing_interval: 'year', status: 'active' });
    expect(checkoutSessionStatus.parse((await sessionOf(u, sessionId)).body)).toMatchObject({ status: 'complete', subscription: { subscribed: true, tier: 'premium' } });
    expect((await pressButton(`${url}/pay`)).status).toBe(409);

    // Asking Checkout for the other plan leads to the portal, to switch rather than pay twice.
    const switching = redirectUrl.parse((await checkout(u.token, { priceId: 'price_monthly' })).body).url;
    expect(switching).toMatch(/\/_local\/stripe\/portal\/bps_/);
    const portal = redirectUrl.parse((await api('/api/billing/portal', { method: 'POST', token: u.token })).body).url;
    const portalHtml = await (await fetch(portal)).text();
    expect(portalHtml).toContain('Switch to Monthly');
    expect(portalHtml).toContain('Cancel subscription');
    expect(portalHtml).toContain(`href="${stack().env.SITE_URL}/account"`);

    const monthly = /name="price" value="([^"]+)"/.exec(portalHtml)?.[1] as string;
    expect((await pressButton(`${portal}/switch`, { price: monthly })).status).toBe(303);
    expect((await meOf(u)).subscription).toMatchObject({ subscribed: true, tier: 'basic', plan_name: 'Monthly Plan', price_amount: 199, billing_interval: 'month' });

    // The portal cancels at the end of the paid period: access stays, the end date shows, and Renew withdraws it.
    const canceled = await pressButton(`${portal}/cancel`);
    expect([canceled.status, canceled.headers.get('location')]).toEqual([303, expect.stringContaining('done=canceled')]);
    const scheduled = (await meOf(u)).subscription;
    expect(scheduled).toMatchObject({ subscribed: true, tier: 'basic', status: 'active', cancel_at_period_end: true });
    expect(Date.parse(scheduled.current_period_end ?? '')).toBeGreaterThan(Date.now());
    const endingHtml = await (await fetch(portal)).text();
    expect(endingHtml).toContain('Renew subscription');
    expect(endingHtml).not.toContain('Cancel subscription');
    expect((await pressButton(`${portal}/cancel`)).status).toBe(409);
    expect((await pressButton(`${portal}/resume`)).status).toBe(303);
    expect((await meOf(u)).subscription).toMatchObject({ subscribed: true, cancel_at_period_end: false, current_period_end: scheduled.current_period_end });
    expect((await pressButton(`${portal}/resume`)).status).toBe(409);
  });

  it("the simulator's test clock renews a subscription at its period end, and ends a cancelled one", async () => {
    const u = await makeUser();
    const { url } = await startCheckout(u, 'price_monthly');
    await pressButton(`${url}/pay`);
    const first = (await meOf(u)).subscription.current_period_end ?? '';
    const portal = redirectUrl.parse((await api('/api/billing/portal', { method: 'POST', token: u.token })).body).url;

    const renewed = await pressButton(`${portal}/advance`);
    expect([renewed.status, renewed.headers.get('location')]).toEqual([303, expect.stringContaining('done=advanced')]);
    const next = (await meOf(u)).subscription;
    expect(next).toMatchObject({ subscribed: true, tier: 'basic', cancel_at_period_end: false });
    expect(Date.parse(next.current_period_end ?? '')).toBeGreaterThan(Date.parse(first) + 27 * 86_400_000);

    expect((await pressButton(`${portal}/cancel`)).status).toBe(303);
    expect((await meOf(u)).subscription).toMatchObject({ subscribed: true, cancel_at_period_end: true, current_period_end: next.current_period_end });
    expect((await pressButton(`${portal}/advance`)).status).toBe(303);
    expect((await meOf(u)).subscription).toMatchObject({ subscribed: false, tier: 'free', status: 'canceled', cancel_at_period_end: false, current_period_end: null });
    expect((await pressButton(`${portal}/advance`)).status).toBe(409);
  });

  it('reports the first purchase time after checkout, and a renewal or cancellation does not move it', async () => {
    const u = await makeUser();
    expect((await meOf(u)).subscription.first_purchased_at).toBeNull();
    const before = Date.now();
    const { url } = await startCheckout(u, 'price_monthly');
    await pressButton(`${url}/pay`);
    const first = (await meOf(u)).subscription.first_purchased_at ?? '';
    // Stripe stamps events in whole seconds.
    expect(Date.parse(first)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(first)).toBeLessThanOrEqual(Date.now());
    const portal = redirectUrl.parse((await api('/api/billing/portal', { method: 'POST', token: u.token })).body).url;

    expect((await pressButton(`${portal}/advance`)).status).toBe(303);
    const renewed = (await meOf(u)).subscription;
    expect(renewed.current_period_end).not.toBeNull();
    expect(renewed.first_purchased_at).toBe(first);
    await pressButton(`${portal}/cancel`);
    await pressButton(`${portal}/advance`);
    expect((await meOf(u)).subscription).toMatchObject({ status: 'canceled', first_purchased_at: first });
  });

  it('cancel in checkout returns to pricing and changes nothing', async () => {
    const u = await makeUser();
    const { url } = await startCheckout(u);
    const back = await pressButton(`${url}/cancel`);
    expect([back.status, back.headers.get('location')]).toEqual([303, `${stack().env.SITE_URL}/pricing`]);
    expect((await meOf(u)).subscription.subscribed).toBe(false);
  });
});
