import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

describe('account: what is left today (issue 17)', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('the Exports tab shows the reveals and export rows left today, from GET /api/me/usage', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/exports': () => jsonResponse(200, { totalExported: 0, recent: [] }),
      'GET /api/me/usage': () =>
        jsonResponse(200, {
          day: '2026-11-22',
          resetsAt: '2026-11-23T00:00:00.000Z',
          reveals: { used: 998, cap: 1000, remaining: 2 },
          exportRows: { used: 1200, cap: 5000, remaining: 3800 },
        }),
    });
    renderApp('/account?tab=exports');

    const section = within(await screen.findByRole('region', { name: 'Left today' }));
    expect(section.getByText('2 of 1,000 left')).toBeInTheDocument();
    expect(section.getByText('3,800 of 5,000 left')).toBeInTheDocument();
    expect(section.getByRole('meter', { name: 'Contact reveals: used today' })).toHaveAttribute('value', '998');
    expect(section.getByText(/Resets at midnight UTC/)).toBeInTheDocument();
  });

  test('a team member sees the team pool left today and their own share of it (issue 26)', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/exports': () => jsonResponse(200, { totalExported: 0, recent: [] }),
      'GET /api/me/usage': () =>
        jsonResponse(200, {
          day: '2026-11-22',
          resetsAt: '2026-11-23T00:00:00.000Z',
          reveals: { used: 7, cap: 3000, remaining: 2990 },
          exportRows: { used: 0, cap: 15000, remaining: 15000 },
          team: { seats: 3, reveals: { used: 10, cap: 3000, remaining: 2990 }, exportRows: { used: 0, cap: 15000, remaining: 15000 }, limits: { reveals: 20, exportRows: null } },
        }),
    });
    renderApp('/account?tab=exports');

    const section = within(await screen.findByRole('region', { name: 'Left today' }));
    expect(section.getByText('2,990 of 3,000 left')).toBeInTheDocument();
    expect(section.getByRole('meter', { name: 'Team contact reveals: used today' })).toHaveAttribute('value', '10');
    expect(section.getByText(/Shared by your team \(3 seats\). You used 7 reveals and 0 export rows today./)).toBeInTheDocument();
    expect(section.getByText(/Your own daily limit, set by a team admin: .* of 20 reveals left, no limit on export rows\./)).toBeInTheDocument();
  });
});
