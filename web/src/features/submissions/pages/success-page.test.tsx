import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut } from '../../../testing/amplify-auth-mock';
import { eventually } from '../../../testing/eventually';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, paidSubscription } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { resumeSubmittedState } from '../components/success-state';
import { CHECKOUT_MAX_CHECKS, CHECKOUT_POLL_INTERVAL_MS } from '../hooks/use-checkout-result';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const SESSION = '/api/billing/sessions/cs_1';
const free = meFixture().subscription;
const session = (status: string, subscription = free) => jsonResponse(200, { id: 'cs_1', status, subscription });

describe('/success', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));
  afterEach(() => vi.useRealTimers());

  test('without a session id the payment cannot be verified', async () => {
    renderApp('/success');
    expect(await screen.findByText('Could not verify your payment. Please contact support.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  test('reached from the resume form, it confirms the submission instead', async () => {
    renderApp({ pathname: '/success', state: resumeSubmittedState });
    expect(await screen.findByText(/Your profile submission is being reviewed/)).toBeInTheDocument();
    expect(screen.getByText(/sent a link to your email address: please open it and confirm your submission before it is reviewed/)).toBeInTheDocument();
    expect(screen.queryByText(/Could not verify your payment/)).not.toBeInTheDocument();
  });

  test('a completed checkout re-checks the subscription and says so once', async () => {
    let paid = false;
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, paid ? meFixture({ subscription: paidSubscription({ plan_name: '' }) }) : meFixture()),
      [`GET ${SESSION}`]: () => {
        paid = true;
        return session('complete', paidSubscription({ plan_name: '' }));
      },
    });
    renderApp('/success?session_id=cs_1');

    expect(await screen.findByRole('heading', { name: 'Subscription Activated!' })).toBeInTheDocument();
    expect(await screen.findByText('Thank you for subscribing. Your Monthly Plan is active now.')).toBeInTheDocument();
    // Issue 21: what the plan gives, with the fair-use caps it is held to, and no "full access" a Monthly plan does not have.
    expect(screen.getByText(/up to 1,000 contact reveals a day and 5,000 exported contacts a day under fair use\./)).toBeInTheDocument();
    expect(screen.getByText('Welcome aboard: every search result is open to you now.')).toBeInTheDocument();
    expect(screen.queryByText(/full access/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Physician Directory' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Manage My Account' })).toHaveAttribute('href', '/account');
    expect(screen.getAllByText('Subscription Activated')).toHaveLength(1);
    expect(callsTo(fetchMock, SESSION)).toHaveLength(1);
    await eventually(() => expect(callsTo(fetchMock, '/api/me').length).toBeGreaterThan(1));
    expect(paid).toBe(true);
  });

  test('a session still open is asked about a few times, then reported as a problem', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), [`GET ${SESSION}`]: () => session('open') });
    renderApp('/success?session_id=cs_1');

    await eventually(() => expect(screen.getByText('Confirming your payment...')).toBeInTheDocument());
    await eventually(() => expect(callsTo(fetchMock, SESSION)).toHaveLength(1));
    for (let check = 2; check <= CHECKOUT_MAX_CHECKS; check++) {
      act(() => vi.advanceTimersByTime(CHECKOUT_POLL_INTERVAL_MS));
      await eventually(() => expect(callsTo(fetchMock, SESSION)).toHaveLength(check));
    }

    await eventually(() => expect(screen.getByText('There was an issue processing your payment. Please contact support.')).toBeInTheDocument());
    act(() => vi.advanceTimersByTime(10 * CHECKOUT_POLL_INTERVAL_MS));
    expect(callsTo(fetchMock, SESSION)).toHaveLength(CHECKOUT_MAX_CHECKS);
    expect(screen.queryByText('Subscription Activated!')).not.toBeInTheDocument();
  });

  test('paid, but the webhook lands while polling: a success once the subscription shows', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answers = 0;
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      [`GET ${SESSION}`]: () => (++answers < 3 ? session('complete') : session('complete', paidSubscription({ tier: 'premium', plan_name: 'Annual Plan' }))),
    });
    renderApp('/success?session_id=cs_1');

    await eventually(() => expect(answers).toBe(1));
    act(() => vi.advanceTimersByTime(CHECKOUT_POLL_INTERVAL_MS));
    await eventually(() => expect(answers).toBe(2));
    act(() => vi.advanceTimersByTime(CHECKOUT_POLL_INTERVAL_MS));

    await eventually(() => expect(screen.getByRole('heading', { name: 'Subscription Activated!' })).toBeInTheDocument());
    expect(screen.getByText('Thank you for subscribing. Your Annual Plan is active now.')).toBeInTheDocument();
  });

  test('paid, but no subscription recorded after polling: the payment is acknowledged, activation pending', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), [`GET ${SESSION}`]: () => session('complete') });
    renderApp('/success?session_id=cs_1');

    for (let check = 1; check <= CHECKOUT_MAX_CHECKS; check++) {
      await eventually(() => expect(callsTo(fetchMock, SESSION)).toHaveLength(check));
      act(() => vi.advanceTimersByTime(CHECKOUT_POLL_INTERVAL_MS));
    }

    await eventually(() => expect(screen.getByRole('heading', { name: 'Payment Received' })).toBeInTheDocument());
    expect(screen.queryByText('Subscription Activated')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage My Account' })).toHaveAttribute('href', '/account');
  });

  test('an expired session is a processing problem; someone else’s session cannot be verified', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), [`GET ${SESSION}`]: () => session('expired') });
    const first = renderApp('/success?session_id=cs_1');
    expect(await screen.findByText('There was an issue processing your payment. Please contact support.')).toBeInTheDocument();
    first.unmount();

    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      [`GET ${SESSION}`]: () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
    });
    renderApp('/success?session_id=cs_1');
    expect(await screen.findByText('Could not verify your payment. Please contact support.')).toBeInTheDocument();
  });

  test('signed out, it asks to log in and comes back here', async () => {
    signedOut();
    const { router } = renderApp('/success?session_id=cs_1');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('return_to')).toBe('/success?session_id=cs_1');
  });
});
