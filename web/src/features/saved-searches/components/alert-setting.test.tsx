import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderUi } from '../../../testing/render-ui';
import { SavedSearchesPanel } from './saved-searches-panel';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const saved = (alerts: string, lastDigestAt: string | null = null) => ({
  id: 's-1',
  name: 'Cardio Texas',
  createdAt: '2025-05-13T15:04:00',
  searchParams: { specialty: ['Cardiology'], state: 'TX' },
  alerts,
  lastDigestAt,
});
const premium = meFixture({ subscription: { ...meFixture().subscription, subscribed: true, tier: 'premium', status: 'active' } });

describe('Saved Searches panel: email alerts (issue 17)', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('a subscriber turns daily alerts on; the panel shows the setting and the last digest date', async () => {
    let current = saved('off', '2026-03-02T08:00:00.000Z');
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, premium),
      'GET /api/saved-searches': () => jsonResponse(200, [current]),
      'PATCH /api/saved-searches/s-1/alerts': async (_url, init) => {
        const { alerts } = JSON.parse(String(init?.body)) as { alerts: string };
        current = saved(alerts, current.lastDigestAt);
        return jsonResponse(200, { id: 's-1', alerts, lastDigestAt: current.lastDigestAt });
      },
    });
    const { user } = renderUi(<SavedSearchesPanel open onClose={() => {}} />);
    const panel = within(await screen.findByRole('dialog', { name: 'Saved Searches' }));
    const select = await panel.findByRole('combobox', { name: 'Email alerts' });
    await vi.waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('off');
    expect(panel.getByText('Last digest Mar 2, 2026')).toBeInTheDocument();
    await user.selectOptions(select, 'daily');
    expect(await screen.findByText('Daily alerts on')).toBeInTheDocument();
    await vi.waitFor(() => expect(panel.getByRole('combobox', { name: 'Email alerts' })).toHaveValue('daily'));
    expect(fetchMock.mock.calls.some(([u, init]) => String(u).includes('/alerts') && init?.method === 'PATCH')).toBe(true);
  });

  test('a free account sees the control locked, with the reason; no request is made', async () => {
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), 'GET /api/saved-searches': () => jsonResponse(200, [saved('off')]) });
    renderUi(<SavedSearchesPanel open onClose={() => {}} />);
    const select = await screen.findByRole('combobox', { name: 'Email alerts' });
    expect(await screen.findByText('Search alerts need a Monthly or Annual plan')).toBeInTheDocument();
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Search alerts need a Monthly or Annual plan');
    expect(screen.getByText('No digest yet')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  test('a demo account is told alerts are disabled in demo mode', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture({ isDemo: true, capabilities: { ...meFixture().capabilities, isDemo: true } })),
      'GET /api/saved-searches': () => jsonResponse(200, [saved('off')]),
    });
    renderUi(<SavedSearchesPanel open onClose={() => {}} />);
    expect(await screen.findByText('Search alerts are disabled in demo mode')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Email alerts' })).toBeDisabled();
  });
});
