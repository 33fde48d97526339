import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast/toast';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { errorResponse, resultsResponse, specialtiesResponse, subscribedMe } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });
// Sonner keeps its toasts in module state: start every test without the last one's.
beforeEach(() => {
  toast.dismiss();
});

const contact = { email: 'jane@example.com', phone: '+1 512 555 0100', workEmail: null, directDial: null, emailVerifiedAt: null, phoneVerifiedAt: null };

const setup = (me: object | null, reveal: () => Response = () => jsonResponse(200, contact)) => {
  if (me) signedInAs({ email: 'user@example.com' });
  return mockFetch({
    'GET /api/me': () => jsonResponse(200, me),
    'GET /api/physicians': () => resultsResponse([physicianFixture()]),
    'GET /api/specialties': specialtiesResponse,
    'POST /api/physicians/p-1/contact': reveal,
  });
};

const card = async () => within(await screen.findByRole('article', { name: 'Jane Smith' }));

describe('search card: contact reveal', { timeout: 30_000 }, () => {
  beforeEach(() => signedOut());

  test('one click reveals, the next copies, focus stays on the control; the answer is cached per physician', async () => {
    const fetchMock = setup(subscribedMe('basic'));
    const { user } = renderApp('/search');
    const jane = await card();

    const view = jane.getByRole('button', { name: 'View Email' });
    view.focus();
    await user.keyboard('{Enter}');
    const revealed = await jane.findByRole('button', { name: 'jane@example.com' });
    expect(callsTo(fetchMock, '/api/physicians/p-1/contact')).toHaveLength(1);
    // The same element throughout: the keyboard does not lose its place.
    expect(revealed).toBe(view);
    expect(revealed).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await jane.findByRole('button', { name: 'Copied' })).toHaveFocus();
    expect(await navigator.clipboard.readText()).toBe('jane@example.com');
    await user.click(jane.getByRole('button', { name: 'Copied' }));
    expect(await jane.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('jane@example.com');
    expect(await screen.findByText('Email copied')).toBeInTheDocument();
    await waitFor(() => expect(jane.getByRole('button', { name: 'jane@example.com' })).toBeInTheDocument(), { timeout: 4000 });

    await user.click(jane.getByRole('button', { name: 'View Phone' }));
    expect(await jane.findByRole('button', { name: '+1 512 555 0100' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/physicians/p-1/contact')).toHaveLength(1);
  });

  test('a value the server does not have is said so', async () => {
    setup(subscribedMe('basic'), () => jsonResponse(200, { ...contact, phone: null }));
    const { user } = renderApp('/search');
    const jane = await card();

    await user.click(jane.getByRole('button', { name: 'View Phone' }));

    const none = await jane.findByRole('button', { name: 'No phone on file' });
    expect(none).toHaveAttribute('aria-disabled', 'true');
    expect(none).toHaveFocus();
  });

  const free = meFixture();
  const demo = meFixture({ isDemo: true, capabilities: { ...meFixture().capabilities, isDemo: true, canViewContactInfo: false } });
  test.each([
    ['signed out', 'View Email', 'Log in to view email addresses', null],
    ['free', 'View Email', 'Subscribe to reveal verified email addresses', free],
    ['free', 'View Phone', 'Subscribe to reveal verified phone numbers', free],
    ['demo', 'View Email', 'Viewing contact information is disabled in demo mode', demo],
  ])('%s: %s is locked before the click and says why (%s); a click sends nothing', async (_who, button, reason, me) => {
    const fetchMock = setup(me);
    const { user } = renderApp('/search');
    const jane = await card();
    // Locked once the session and subscription are known: the button is then the one inside its tooltip.
    await waitFor(() => expect(jane.getByRole('button', { name: button })).toHaveAccessibleDescription(reason));
    const control = jane.getByRole('button', { name: button });
    expect(control).toHaveAttribute('aria-disabled', 'true');
    await user.click(control);

    expect(callsTo(fetchMock, '/api/physicians/p-1/contact')).toHaveLength(0);
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });

  test.each([
    [401, 'UNAUTHENTICATED', 'Authentication Required', 'Please log in to view contact information.'],
    [402, 'SUBSCRIPTION_REQUIRED', 'Subscription required to view email', 'Upgrade your plan to reveal verified contact details.'],
    [403, 'DEMO_RESTRICTED', 'Contact Restricted in Demo', 'Viewing contact information is disabled in demo mode.'],
    [429, 'RATE_LIMITED', 'Daily Limit Reached', 'You have reached the daily limit of 200 contact reveals.'],
    [500, 'INTERNAL', 'Failed to load contact information', 'Please try again later'],
  ])('the server answering %i (%s) toasts %s', async (status, code, title, description) => {
    setup(subscribedMe('premium'), () => errorResponse(status, code, 'You have reached the daily limit of 200 contact reveals.'));
    const { user } = renderApp('/search');
    const jane = await card();

    await user.click(jane.getByRole('button', { name: 'View Email' }));

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(jane.getByRole('button', { name: 'View Email' })).toBeEnabled();
  });
});
