import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../testing/fetch-mock';
import { meFixture, paidSubscription } from '../../testing/fixtures';
import { renderUi } from '../../testing/render-ui';
import { UsageNote } from './usage-note';

vi.mock('aws-amplify/auth', () => import('../../testing/amplify-auth-mock'));
beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

const usage = { day: '2026-11-22', resetsAt: '2026-11-23T00:00:00.000Z', reveals: { used: 1, cap: 1000, remaining: 999 }, exportRows: { used: 0, cap: 5000, remaining: 5000 } };

/** Issue 21 item 2: the allowance is shown only to those who can spend it. */
describe('UsageNote', () => {
  test('a subscriber sees the reveals left today', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture({ subscription: paidSubscription() })), 'GET /api/me/usage': () => jsonResponse(200, usage) });
    renderUi(<UsageNote kind="reveals" />);
    expect(await screen.findByText('999 of 1,000 contact reveals left today')).toHaveRole('status');
  });

  test('a signed-in user on the free plan, who cannot reveal, is neither shown it nor asks for it', async () => {
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), 'GET /api/me/usage': () => jsonResponse(200, usage) });
    renderUi(<UsageNote kind="reveals" />);
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/me')).not.toHaveLength(0));
    // Give a wrongly enabled query the time to answer and render.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/left today/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/me/usage')).toHaveLength(0);
  });
});
