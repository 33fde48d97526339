import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const lists = [
  { id: 'l-1', name: 'Cardio TX', description: 'Texas cardiologists', createdAt: '2025-05-13T10:00:00Z', updatedAt: '2025-05-14T10:00:00Z', physicianCount: 1 },
  { id: 'l-2', name: 'Oncology', description: null, createdAt: '2025-05-02T10:00:00Z', updatedAt: '2025-05-02T10:00:00Z', physicianCount: 12 },
];

describe('My Physician Lists', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('cards while loaded, 6 skeletons before', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), 'GET /api/lists': () => jsonResponse(200, lists) });
    renderApp('/lists');
    expect(await screen.findAllByTestId('list-skeleton')).toHaveLength(6);
    expect(await screen.findByRole('heading', { name: 'Cardio TX' })).toBeInTheDocument();
    expect(screen.getByText('Texas cardiologists')).toBeInTheDocument();
    expect(screen.getByText('1 physician')).toBeInTheDocument();
    expect(screen.getByText('12 physicians')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View List Cardio TX' })).toHaveAttribute('href', '/lists/l-1');
    expect(screen.getByRole('link', { name: 'Add More Physicians' })).toHaveAttribute('href', '/search');
  });

  test('empty state', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), 'GET /api/lists': () => jsonResponse(200, []) });
    renderApp('/lists');
    expect(await screen.findByText('No physician lists yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Searching' })).toHaveAttribute('href', '/search');
  });

  test('table: delete asks first, naming the list, then deletes', async () => {
    let current = lists;
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists': () => jsonResponse(200, current),
      'DELETE /api/lists/l-2': () => ((current = [lists[0]!]), new Response(null, { status: 204 })),
    });
    const { user } = renderApp('/lists');
    await screen.findByRole('heading', { name: 'Cardio TX' });
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('columnheader', { name: 'Created On' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Oncology' }));

    const dialog = within(screen.getByRole('alertdialog', { name: 'Are you sure?' }));
    expect(dialog.getByText(/This action cannot be undone\. This will permanently delete the list/)).toHaveTextContent(
      'This action cannot be undone. This will permanently delete the list Oncology and all its physicians.',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Oncology' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('List deleted')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Oncology')).not.toBeInTheDocument());
  });

  test('a failed load says so', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }),
    });
    renderApp('/lists');
    expect(await screen.findByText('Error loading lists')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load your physician lists. Please try again.');
  });
});
