import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, paidSubscription } from '../../../testing/fixtures';
import { stubLocationAssign } from '../../../testing/location-mock';
import { renderApp } from '../../../testing/render-app';
import { loadedTabPanel } from '../../../testing/tab-panel';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const paidMe = (overrides: Parameters<typeof paidSubscription>[0] = {}) => () =>
  jsonResponse(200, meFixture({ subscription: paidSubscription(overrides) }));

const panel = async () => within(await loadedTabPanel('Subscription'));

describe('subscription tab', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('a paid plan shows plan, status and interval, and Manage Billing opens the portal', async () => {
    const assign = stubLocationAssign();
    mockFetch({
      'GET /api/me': paidMe({ tier: 'premium', plan_name: '', billing_interval: 'year' }),
      'POST /api/billing/portal': () => jsonResponse(200, { url: 'https://billing.stripe.com/p/session/test_1' }),
    });
    const { user } = renderApp('/account?tab=subscription');

    const tab = await panel();
    expect(tab.getByText('Current plan').nextSibling).toHaveTextContent('Annual Plan');
    expect(tab.getByText('Status').nextSibling).toHaveTextContent('Active');
    expect(tab.getByText('Billing interval').nextSibling).toHaveTextContent('Annual');

    await user.click(tab.getByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'));
  });

  test('an active plan says when it renews, with no cancellation notice', async () => {
    mockFetch({ 'GET /api/me': paidMe() });
    renderApp('/account?tab=subscription');

    const tab = await panel();
    expect(tab.getByText('Renews on').nextSibling).toHaveTextContent('Jan 31, 2030');
    expect(tab.queryByText(/Cancels on/)).not.toBeInTheDocument();
    expect(tab.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
  });

  test('a plan cancelled at the period end keeps its details, says when it ends, and Resume opens the portal', async () => {
    const assign = stubLocationAssign();
    mockFetch({
      'GET /api/me': paidMe({ tier: 'premium', plan_name: 'Annual Plan', billing_interval: 'year', cancel_at_period_end: true }),
      'POST /api/billing/portal': () => jsonResponse(200, { url: 'https://billing.stripe.com/p/session/test_2' }),
    });
    const { user } = renderApp('/account?tab=subscription');

    const tab = await panel();
    expect(tab.getByRole('heading', { name: 'Your subscription' })).toBeInTheDocument();
    expect(tab.getByText('Status').nextSibling).toHaveTextContent('Active');
    expect(tab.getByText('Cancels on Jan 31, 2030')).toBeInTheDocument();
    expect(tab.getByText(/keep full access until then/)).toBeInTheDocument();
    expect(tab.queryByText('Renews on')).not.toBeInTheDocument();
    expect(tab.getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();

    await user.click(tab.getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_2'));
  });

  test('a plan in trouble shows its real status', async () => {
    mockFetch({ 'GET /api/me': paidMe({ status: 'past_due', plan_name: 'Monthly Plan' }) });
    renderApp('/account?tab=subscription');

    const tab = await panel();
    expect(tab.getByText('Status').nextSibling).toHaveTextContent('Past due');
    expect(tab.getByText('Billing interval').nextSibling).toHaveTextContent('Monthly');
  });

  test('without a billing account, Manage Billing explains why nothing opens', async () => {
    mockFetch({
      'GET /api/me': paidMe(),
      'POST /api/billing/portal': () => jsonResponse(409, { error: { code: 'CONFLICT', message: 'No billing account' } }),
    });
    const { user } = renderApp('/account?tab=subscription');

    await user.click((await panel()).getByRole('button', { name: 'Manage Billing' }));

    expect(await screen.findByText('No billing account yet')).toBeInTheDocument();
    expect(screen.getByText(/created with your first subscription payment/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeEnabled();
  });

  test('other portal failures say the portal could not be reached', async () => {
    mockFetch({
      'GET /api/me': paidMe(),
      'POST /api/billing/portal': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'Internal error' } }),
    });
    const { user } = renderApp('/account?tab=subscription');

    await user.click((await panel()).getByRole('button', { name: 'Manage Billing' }));

    expect(await screen.findByText('Portal access failed')).toBeInTheDocument();
    expect(screen.getByText('Could not access customer portal. Please try again.')).toBeInTheDocument();
  });

  test('a session the API refuses is sent to plain /login with the spec’s message', async () => {
    mockFetch({
      'GET /api/me': paidMe(),
      'POST /api/billing/portal': () => jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }),
    });
    const { user, router } = renderApp('/account?tab=subscription');

    await user.click((await panel()).getByRole('button', { name: 'Manage Billing' }));

    expect(await screen.findByText('Please sign in to manage your subscription.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });

  test('no subscription: View Plans goes to the pricing page', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()) });
    const { user, router } = renderApp('/account?tab=subscription');

    const tab = await panel();
    expect(tab.getByRole('heading', { name: 'No Active Subscription' })).toBeInTheDocument();
    await user.click(tab.getByRole('link', { name: 'View Plans' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });
});
