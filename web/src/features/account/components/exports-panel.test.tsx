import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { loadedTabPanel } from '../../../testing/tab-panel';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

describe('exports tab', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('shows the total and the most recent exports', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/exports': () =>
        jsonResponse(200, {
          totalExported: 1234,
          recent: [
            { date: '2025-05-13', count: 250 },
            { date: '2025-05-02', count: 1 },
          ],
        }),
    });
    renderApp('/account?tab=exports');

    expect(await screen.findByText('1,234')).toBeInTheDocument();
    const rows = within(await loadedTabPanel('Exports')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['May 13, 2025250 contacts', 'May 2, 20251 contact']);
  });

  test('says so when there has been no export', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/exports': () => jsonResponse(200, { totalExported: 0, recent: [] }),
    });
    renderApp('/account?tab=exports');

    expect(await screen.findByText('No recent export activity')).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  test('a failed load can be retried', async () => {
    let fail = true;
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/exports': () =>
        fail ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'Internal error' } }) : jsonResponse(200, { totalExported: 7, recent: [] }),
    });
    const { user } = renderApp('/account?tab=exports');

    expect(await screen.findByText('Internal error')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('7')).toBeInTheDocument();
  });
});
