import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderUi } from '../../../testing/render-ui';
import { AddToListDialog } from './add-to-list-dialog';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const list = (id: string, name: string) => ({ id, name, description: null, createdAt: '2025-05-01T10:00:00Z', updatedAt: '2025-05-02T10:00:00Z', physicianCount: 3 });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('Add to Physician List dialog', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('new mode: the button waits for a name, then creates the list and adds', async () => {
    const calls: unknown[] = [];
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists': () => jsonResponse(200, []),
      'POST /api/lists': (_u, init) => (calls.push(bodyOf(init)), jsonResponse(201, list('l-9', 'Cardio TX'))),
      'POST /api/lists/l-9/physicians': (_u, init) => (calls.push(bodyOf(init)), jsonResponse(200, { added: 2, alreadyInList: 0, notFound: 0, physicianCount: 2 })),
    });
    const onClose = vi.fn();
    const { user } = renderUi(<AddToListDialog open physicianIds={['p-1', 'p-2']} onClose={onClose} />);

    const dialog = within(await screen.findByRole('dialog', { name: 'Add to Physician List' }));
    expect(dialog.getByText('2 physicians selected')).toBeInTheDocument();
    expect(await dialog.findByRole('radio', { name: 'Add to existing list' })).toBeDisabled();
    const create = dialog.getByRole('button', { name: 'Create List' });
    expect(create).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'List name' }), '   ');
    expect(create).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'List name' }), 'Cardio TX');
    await user.click(create);

    expect(await screen.findByText('List Created')).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'Cardio TX' }, { physicianIds: ['p-1', 'p-2'] }]);
    expect(onClose).toHaveBeenCalled();
  });

  test('existing mode: first list preselected; says how many were added and already there', async () => {
    let body: unknown;
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists': () => jsonResponse(200, [list('l-1', 'Newest'), list('l-2', 'Older')]),
      'POST /api/lists/l-1/physicians': (_u, init) => ((body = bodyOf(init)), jsonResponse(200, { added: 1, alreadyInList: 2, notFound: 0, physicianCount: 4 })),
    });
    const { user } = renderUi(<AddToListDialog open physicianIds={['p-1', 'p-2', 'p-3']} onClose={() => {}} />);

    const dialog = within(await screen.findByRole('dialog'));
    const existing = dialog.getByRole('radio', { name: 'Add to existing list' });
    await vi.waitFor(() => expect(existing).toBeEnabled());
    await user.click(existing);
    expect(dialog.getByRole('combobox', { name: 'Choose a list' })).toHaveValue('l-1');
    await user.click(dialog.getByRole('button', { name: 'Add to List' }));

    expect(await screen.findByText('List Updated')).toBeInTheDocument();
    expect(screen.getByText('Added 1 physician to "Newest" (2 physicians already in the list).')).toBeInTheDocument();
    expect(body).toEqual({ physicianIds: ['p-1', 'p-2', 'p-3'] });
  });

  test('a failure shows the server message; no selection is refused', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists': () => jsonResponse(200, []),
      'POST /api/lists': () => jsonResponse(402, { error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Lists need a subscription.' } }),
    });
    const { user, unmount } = renderUi(<AddToListDialog open physicianIds={['p-1']} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'List name' }), 'X');
    await user.click(dialog.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('Failed to process list')).toBeInTheDocument();
    expect(screen.getByText('Lists need a subscription.')).toBeInTheDocument();
    unmount();

    const second = renderUi(<AddToListDialog open physicianIds={[]} onClose={() => {}} />);
    const empty = within(await screen.findByRole('dialog'));
    await second.user.type(empty.getByRole('textbox', { name: 'List name' }), 'X');
    await second.user.click(empty.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('No physicians selected')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one physician to add to the list.')).toBeInTheDocument();
  });

  test('at the cap of lists, the 409 message shows and nothing is added; a full list says what was left out', async () => {
    const posted: string[] = [];
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/lists': () => jsonResponse(200, [list('l-1', 'Newest')]),
      'POST /api/lists': () => jsonResponse(409, { error: { code: 'CONFLICT', message: 'You can keep at most 200 physician lists. Delete one to create another.' } }),
      'POST /api/lists/l-1/physicians': (u) => (posted.push(u.pathname), jsonResponse(200, { added: 1, alreadyInList: 0, notFound: 0, overLimit: 2, physicianCount: 10000 })),
    });
    const { user, unmount } = renderUi(<AddToListDialog open physicianIds={['p-1', 'p-2', 'p-3']} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'List name' }), 'One more');
    await user.click(dialog.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('Failed to process list')).toBeInTheDocument();
    expect(screen.getByText('You can keep at most 200 physician lists. Delete one to create another.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    unmount();

    const again = renderUi(<AddToListDialog open physicianIds={['p-1', 'p-2', 'p-3']} onClose={() => {}} />);
    const existing = within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Add to existing list' });
    await vi.waitFor(() => expect(existing).toBeEnabled());
    await again.user.click(existing);
    await again.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add to List' }));
    expect(await screen.findByText('Added 1 physician to "Newest". 2 physicians not added: the list is full.')).toBeInTheDocument();
  });

  test('Escape closes it', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), 'GET /api/lists': () => jsonResponse(200, []) });
    const onClose = vi.fn();
    const { user } = renderUi(<AddToListDialog open physicianIds={['p-1']} onClose={onClose} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
