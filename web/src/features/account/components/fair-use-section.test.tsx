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
});
