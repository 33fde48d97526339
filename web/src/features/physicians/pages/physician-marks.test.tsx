import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => signedOut());

const handlers = {
  'GET /api/me': () => jsonResponse(200, meFixture()),
  'GET /api/physicians/p-1': () => jsonResponse(200, physicianFixture()),
  'GET /api/me/marks': () => jsonResponse(200, { items: [{ physicianId: 'p-1', lists: [{ id: 'l-1', name: 'Boston' }], exportedAt: '2026-03-04T10:00:00.000Z' }] }),
};

describe('physician profile: where the candidate stands', { timeout: 30_000 }, () => {
  test('a signed-in user sees their lists and last export of this physician', async () => {
    signedInAs({ email: 'user@example.com' });
    const fetchMock = mockFetch(handlers);
    renderApp('/physicians/p-1');
    expect(await screen.findByText('In your lists: Boston')).toBeInTheDocument();
    expect(screen.getByText(/Exported on Mar 4, 2026/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/me/marks')[0]!.searchParams.getAll('ids')).toEqual(['p-1']);
  });

  test('an anonymous viewer asks for none', async () => {
    const fetchMock = mockFetch(handlers);
    renderApp('/physicians/p-1');
    expect(await screen.findByRole('heading', { name: 'Jane Smith' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/me/marks')).toHaveLength(0);
    expect(screen.queryByText(/In your lists/)).not.toBeInTheDocument();
  });
});
