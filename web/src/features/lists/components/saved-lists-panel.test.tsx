import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderUi } from '../../../testing/render-ui';
import { SavedListsPanel } from './saved-lists-panel';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const list = { id: 'l-1', name: 'Cardio TX', description: 'Texas', createdAt: '2025-05-13T10:00:00Z', updatedAt: '2025-05-13T10:00:00Z', physicianCount: 1 };

describe('Saved Lists panel', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('loading, items, and a delete disabled while it runs', async () => {
    let releaseList: () => void = () => {};
    const listHeld = new Promise<void>((r) => (releaseList = r));
    let releaseDelete: () => void = () => {};
    const deleteHeld = new Promise<void>((r) => (releaseDelete = r));
    let current = [list];
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists': async () => (await listHeld, jsonResponse(200, current)),
      'DELETE /api/lists/l-1': async () => (await deleteHeld, (current = []), new Response(null, { status: 204 })),
    });
    const { user } = renderUi(<SavedListsPanel open onClose={() => {}} />);
    const panel = within(await screen.findByRole('dialog', { name: 'Saved Lists' }));
    expect(await panel.findByText('Loading saved lists...')).toBeInTheDocument();
    releaseList();

    expect(await panel.findByRole('heading', { name: 'Cardio TX' })).toBeInTheDocument();
    expect(panel.getByText('Created on May 13, 2025')).toBeInTheDocument();
    expect(panel.getByText('1 physician')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'View List' })).toHaveAttribute('href', '/lists/l-1');

    const remove = panel.getByRole('button', { name: 'Delete Cardio TX' });
    await user.click(remove);
    await vi.waitFor(() => expect(remove).toBeDisabled());
    releaseDelete();
    expect(await screen.findByText('List deleted')).toBeInTheDocument();
    expect(screen.getByText('Your saved list has been deleted.')).toBeInTheDocument();
    expect(await panel.findByText("You don't have any saved lists yet.")).toBeInTheDocument();
  });
});
