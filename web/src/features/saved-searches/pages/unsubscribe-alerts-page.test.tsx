import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render-ui';
import { UnsubscribeAlertsPage } from './unsubscribe-alerts-page';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

describe('Unsubscribe from search alerts (issue 17)', () => {
  beforeEach(() => signedOut());

  test('opening the link only asks; the button turns the alerts off, signed out', async () => {
    const fetchMock = mockFetch({ 'POST /api/alerts/unsubscribe': () => jsonResponse(200, { unsubscribed: true, message: 'ok' }) });
    const { user } = renderUi(<UnsubscribeAlertsPage />, '/alerts/unsubscribe?token=u1.s1.sig');
    expect(await screen.findByText(/Stop the email alerts for this saved search\?/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/alerts/unsubscribe')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Turn off alerts' }));
    expect(await screen.findByText(/Alerts are off/)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/alerts/unsubscribe');
    expect(call?.searchParams.get('token')).toBe('u1.s1.sig');
  });

  test("a tampered link shows the server's message", async () => {
    mockFetch({
      'POST /api/alerts/unsubscribe': () => jsonResponse(400, { error: { code: 'VALIDATION', message: 'This unsubscribe link is not valid. Turn alerts off from your Saved Searches instead.' } }),
    });
    const { user } = renderUi(<UnsubscribeAlertsPage />, '/alerts/unsubscribe?token=bad');
    await user.click(await screen.findByRole('button', { name: 'Turn off alerts' }));
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
  });

  test('no token: says the link is not valid, offers no button', async () => {
    mockFetch({});
    renderUi(<UnsubscribeAlertsPage />, '/alerts/unsubscribe');
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off alerts' })).not.toBeInTheDocument();
  });
});
