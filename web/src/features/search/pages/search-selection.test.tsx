import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast/toast';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { errorResponse, physicians, resultsResponse, specialtiesResponse, subscribedMe } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });
// Sonner keeps its toasts in module state: start every test without the last one's.
beforeEach(() => {
  toast.dismiss();
});

const ids500 = Array.from({ length: 500 }, (_, i) => `id-${i}`);

const setup = (me: object | null, ids = () => jsonResponse(200, { ids: ['p-1', 'p-2', 'p-3'], total: 3 })) => {
  if (me) signedInAs({ email: 'user@example.com' });
  return mockFetch({
    'GET /api/me': () => jsonResponse(200, me),
    'GET /api/physicians': () => resultsResponse(physicians(3), { visibleLimit: me ? null : 20 }),
    'GET /api/physicians/ids': ids,
    'GET /api/specialties': specialtiesResponse,
  });
};

const toolbar = () => within(screen.getByRole('toolbar', { name: 'Results actions' }));
const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

describe('search page: selection', { timeout: 30_000 }, () => {
  beforeEach(() => signedOut());

  test('Select All signed out says it needs a login before the click, and fetches nothing', async () => {
    const fetchMock = setup(null);
    const { user } = renderApp('/search');
    await screen.findByRole('article', { name: 'Doc1 Lee' });

    const button = toolbar().getByRole('button', { name: 'Select All' });
    expect(button).toHaveAccessibleDescription('Log in and subscribe to select all results');
    await user.click(button);

    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/physicians/ids')).toHaveLength(0);
  });

  test('Select All on a free account says why it is unavailable', async () => {
    setup(meFixture());
    const { user } = renderApp('/search');
    await screen.findByRole('article', { name: 'Doc1 Lee' });

    const button = toolbar().getByRole('button', { name: 'Select All' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Select All needs the Annual Plan; the free plan selects up to 20 physicians');
    await user.click(button);
    expect(screen.queryByText('Subscription Required')).not.toBeInTheDocument();
  });

  test('Select All for premium selects up to 500 ids of the search; unticking some keeps the rest for Add to List', async () => {
    const fetchMock = setup(subscribedMe('premium'), () => jsonResponse(200, { ids: ['p-1', 'p-2', 'p-3', ...ids500.slice(3)], total: 900 }));
    const { user } = renderApp('/search?specialty=Cardiology&page=2');
    await screen.findByRole('article', { name: 'Doc1 Lee' });

    await user.click(toolbar().getByRole('button', { name: 'Select All' }));

    expect(await screen.findByText('Results Selected')).toBeInTheDocument();
    expect(screen.getByText('500 physicians selected (maximum limit)')).toBeInTheDocument();
    const asked = callsTo(fetchMock, '/api/physicians/ids')[0]?.searchParams;
    expect(asked?.get('specialty')).toBe('Cardiology');
    expect(asked?.has('page')).toBe(false);
    expect(checkbox('Doc1 Lee')).toBeChecked();
    expect(toolbar().getByRole('button', { name: 'Deselect All' })).toBeInTheDocument();

    await user.click(checkbox('Doc2 Lee'));
    expect(checkbox('Doc2 Lee')).not.toBeChecked();
    expect(checkbox('Doc1 Lee')).toBeChecked();
    expect(screen.queryByText('Selection Mode Active')).not.toBeInTheDocument();
    expect(toolbar().getByRole('button', { name: /Add to List \(499\)/ })).toBeInTheDocument();
    expect(toolbar().getByRole('button', { name: 'Deselect All' })).toBeInTheDocument();

    await user.click(toolbar().getByRole('button', { name: 'Deselect All' }));
    expect(checkbox('Doc1 Lee')).not.toBeChecked();
  });

  test('Select All: an admin without a plan passes; a failure says Error with the message', async () => {
    setup(meFixture({ isAdmin: true }), () => errorResponse(500, 'INTERNAL', 'Search index is down.'));
    const { user } = renderApp('/search');
    await screen.findByRole('article', { name: 'Doc1 Lee' });

    await user.click(toolbar().getByRole('button', { name: 'Select All' }));

    expect(await screen.findByText('Search index is down.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  test('Select All on a basic plan is refused with what is missing', async () => {
    setup(subscribedMe('basic'));
    const { user } = renderApp('/search');
    await screen.findByRole('article', { name: 'Doc1 Lee' });

    expect(toolbar().getByRole('button', { name: 'Select All' })).toHaveAccessibleDescription('Select All needs the Annual Plan');
  });

  test('Select Page selects the shown rows; deselecting the last one resets the mode', async () => {
    setup(null);
    const { user } = renderApp('/search');
    await screen.findByRole('article', { name: 'Doc1 Lee' });

    await user.click(toolbar().getByRole('button', { name: 'Select Page' }));
    expect(['Doc1 Lee', 'Doc2 Lee', 'Doc3 Lee'].map((n) => (checkbox(n) as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(toolbar().getByRole('button', { name: 'Deselect Page' })).toBeInTheDocument();

    for (const name of ['Doc1 Lee', 'Doc2 Lee', 'Doc3 Lee']) await user.click(checkbox(name));
    await waitFor(() => expect(toolbar().getByRole('button', { name: 'Select Page' })).toBeInTheDocument());
  });

  test('with the lists and exports features wired (routes.tsx) the toolbar shows Add to List and Export', async () => {
    setup(subscribedMe('premium'));
    renderApp('/search');
    await screen.findByRole('article', { name: 'Doc1 Lee' });

    expect(toolbar().getByRole('button', { name: /Add to List/ })).toBeInTheDocument();
    expect(toolbar().getByRole('button', { name: /Export Selected/ })).toBeInTheDocument();
  });
});
