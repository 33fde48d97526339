import { DAILY_CAPS } from '@core/fair-use-caps';
import type { Tier } from '@core/schemas/me';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { demoMeFixture, meFixture, paidSubscription } from '../../../testing/fixtures';
import { stubLocationAssign } from '../../../testing/location-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const card = (title: 'Monthly' | 'Annual') => within(screen.getByRole('article', { name: title }));

const n = (v: number) => v.toLocaleString('en-US');

const meAs = (tier: Tier) => meFixture({ subscription: paidSubscription({ tier }) });

describe('pricing page', () => {
  beforeEach(() => {
    signedInAs({ email: 'recruiter@example.com' });
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()) });
  });

  test('two plans from the spec, the Annual one marked best value, an FAQ and Contact Sales', async () => {
    renderApp('/pricing');

    await screen.findByRole('article', { name: 'Monthly' });
    expect(card('Monthly').getByText('$199')).toBeInTheDocument();
    expect(card('Monthly').getByText('/month')).toBeInTheDocument();
    expect(card('Monthly').getByText('Cancel anytime, no commitment')).toBeInTheDocument();
    expect(card('Monthly').getAllByRole('listitem')).toHaveLength(9);
    expect(card('Annual').getByText('$1,799')).toBeInTheDocument();
    expect(card('Annual').getByText('BEST VALUE')).toBeInTheDocument();
    expect(card('Annual').getByText('Save $589 with annual plan')).toBeInTheDocument();
    expect(card('Annual').getByRole('link', { name: '30-day money-back guarantee' })).toHaveAttribute('href', '/money-back-guarantee');
    expect(card('Annual').getByText('Premium support with 24-hour response time')).toBeInTheDocument();
    expect(screen.queryByText('YOUR CURRENT PLAN')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByText('What counts as an export?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
  });

  test('each unlimited line states the daily fair-use cap the API enforces beside it, and the FAQ says what exports are today (issue 21)', async () => {
    renderApp('/pricing');

    await screen.findByRole('article', { name: 'Monthly' });
    for (const title of ['Monthly', 'Annual'] as const) {
      const exports = card(title).getByText('Unlimited exports (CSV, Excel, PDF)').closest('li') as HTMLElement;
      expect(exports).toHaveTextContent(`Fair use: up to ${n(DAILY_CAPS.exportRows)} exported contacts a day`);
      const contacts = card(title).getByText('Personal emails and phone numbers').closest('li') as HTMLElement;
      expect(contacts).toHaveTextContent(`Fair use: up to ${n(DAILY_CAPS.reveals)} contact reveals a day`);
    }
    expect(card('Annual').getByText('Select All: up to 500 search results at once')).toBeInTheDocument();
    expect(card('Monthly').queryByText(/Select All/)).not.toBeInTheDocument();

    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }));
    expect(faq.getByText(/as CSV, Excel or PDF files, or laid out for import into Bullhorn or Salesforce/)).toBeInTheDocument();
    expect(faq.getByText(new RegExp(`up to ${n(DAILY_CAPS.exportRows)} exported contacts a day, and up to ${n(DAILY_CAPS.reveals)} contact reveals a day`))).toBeInTheDocument();
    expect(faq.getByText(/A reveal that finds no email or phone on file does not count/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/no caps|exports are unlimited|unlimited access/i);
  });

  test('a spinner shows while the subscription loads', async () => {
    mockFetch({ 'GET /api/me': () => new Promise<Response>(() => {}) });
    renderApp('/pricing');

    expect(await screen.findByRole('heading', { name: 'Simple, transparent pricing' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  test.each([
    ['basic', 'Monthly', 'Annual'],
    ['Monthly', 'Monthly', 'Annual'],
    ['premium', 'Annual', 'Monthly'],
  ] as const)('tier %s marks the %s plan current', async (tier, currentTitle, otherTitle) => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meAs(tier)) });
    renderApp('/pricing');

    expect(await screen.findByText('YOUR CURRENT PLAN')).toBeInTheDocument();
    expect(card(currentTitle).getByText('YOUR CURRENT PLAN')).toBeInTheDocument();
    expect(card(currentTitle).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(card(otherTitle).queryByText('YOUR CURRENT PLAN')).not.toBeInTheDocument();
    expect(card(otherTitle).getByRole('button', { name: /^Subscribe/ })).toBeEnabled();
  });

  test('a visitor is asked to sign in and sent to /login?return_to=/pricing', async () => {
    signedOut();
    const fetchMock = mockFetch({});
    const { user, router } = renderApp('/pricing');

    await user.click(await screen.findByRole('button', { name: 'Subscribe Monthly' }));

    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to subscribe.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?return_to=/pricing');
    expect(callsTo(fetchMock, '/api/billing/checkout')).toHaveLength(0);
  });

  test('choosing a plan shows Processing... and then leaves for the checkout page', async () => {
    const assign = stubLocationAssign();
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'POST /api/billing/checkout': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/pricing');

    await user.click(await screen.findByRole('button', { name: 'Subscribe Annually' }));

    const processing = await card('Annual').findByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    expect(card('Monthly').getByRole('button', { name: 'Subscribe Monthly' })).toBeDisabled();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/billing/checkout')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ priceId: 'price_annual' });

    answer(jsonResponse(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
  });

  test('a failed checkout says so and lets the user try again', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'POST /api/billing/checkout': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'Internal error' } }),
    });
    const { user } = renderApp('/pricing');

    await user.click(await screen.findByRole('button', { name: 'Subscribe Monthly' }));

    expect(await screen.findByText('Checkout failed')).toBeInTheDocument();
    expect(screen.getByText('Could not create checkout session. Please try again.')).toBeInTheDocument();
    expect(card('Monthly').getByRole('button', { name: 'Subscribe Monthly' })).toBeEnabled();
  });

  test('already on the chosen plan (409): says so instead of failing', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'POST /api/billing/checkout': () => jsonResponse(409, { error: { code: 'CONFLICT', message: 'Already on this plan' } }),
    });
    const { user } = renderApp('/pricing');

    await user.click(await screen.findByRole('button', { name: 'Subscribe Annually' }));

    expect(await screen.findByText('You are already on this plan')).toBeInTheDocument();
    expect(screen.queryByText('Checkout failed')).not.toBeInTheDocument();
  });

  test('an expired session (401) is sent to sign in like a visitor', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'POST /api/billing/checkout': () => jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }),
    });
    const { user, router } = renderApp('/pricing');

    await user.click(await screen.findByRole('button', { name: 'Subscribe Monthly' }));

    expect(await screen.findByText('Please sign in to subscribe.')).toBeInTheDocument();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?return_to=/pricing'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  test('demo accounts cannot subscribe and are told why', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, demoMeFixture()) });
    const { user } = renderApp('/pricing');

    await screen.findByRole('article', { name: 'Monthly' });
    const button = card('Monthly').getByRole('button', { name: 'Subscribe Monthly' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Subscription management is disabled in demo mode');
    await user.click(button);
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
  });
});
