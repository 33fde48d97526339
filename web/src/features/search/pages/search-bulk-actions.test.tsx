import { configure, screen, within } from '@testing-library/react';
import { toast } from '../../../lib/toast/toast';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderSearch } from '../testing/render-search';
import { physicians, resultsResponse, specialtiesResponse, subscribedMe } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });
// Sonner keeps its toasts in module state: start every test without the last one's.
beforeEach(() => {
  toast.dismiss();
});

const setup = (me: object | null) => {
  if (me) signedInAs({ email: 'user@example.com' });
  mockFetch({
    'GET /api/me': () => jsonResponse(200, me),
    'GET /api/physicians': () => resultsResponse(physicians(2)),
    'GET /api/specialties': specialtiesResponse,
  });
};
const toolbar = () => within(screen.getByRole('toolbar', { name: 'Results actions' }));

describe('search page: Add to List and Export Selected', { timeout: 30_000 }, () => {
  beforeEach(() => signedOut());

  test('signed out: export says before the click that it needs a login; clicking does nothing', async () => {
    setup(null);
    const onExport = vi.fn();
    const { user } = renderSearch({ onExport });
    await screen.findByRole('article', { name: 'Doc1 Lee' });

    const button = toolbar().getByRole('button', { name: 'Export Selected (0)' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Log in and subscribe to export physicians');
    await user.click(button);

    expect(onExport).not.toHaveBeenCalled();
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });

  test('premium: exports the selected ids, showing Exporting... meanwhile', async () => {
    setup(subscribedMe('premium'));
    let finish: () => void = () => {};
    const onExport = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderSearch({ onExport, onAddToList: vi.fn() });
    await screen.findByRole('article', { name: 'Doc1 Lee' });

    await user.click(toolbar().getByRole('button', { name: 'Select Page' }));
    await user.click(toolbar().getByRole('button', { name: 'Export Selected (2)' }));

    expect(onExport).toHaveBeenCalledWith(['p-1', 'p-2']);
    expect(toolbar().getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    finish();
    expect(await toolbar().findByRole('button', { name: 'Export Selected (2)' })).toBeEnabled();
  });

  test('basic: exports what it selects (Monthly may export), Add to List works from the toolbar and from a card', async () => {
    setup(subscribedMe('basic'));
    const onAddToList = vi.fn();
    const onExport = vi.fn();
    const { user } = renderSearch({ onAddToList, onExport });
    await screen.findByRole('article', { name: 'Doc1 Lee' });

    await user.click(toolbar().getByRole('button', { name: 'Add to List (0)' }));
    expect(await screen.findByText('No physicians selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Doc2 Lee' }));
    await user.click(toolbar().getByRole('button', { name: 'Add to List (1)' }));
    expect(onAddToList).toHaveBeenLastCalledWith(['p-2']);

    await user.click(screen.getByRole('button', { name: 'Add to List: Doc1 Lee' }));
    expect(onAddToList).toHaveBeenLastCalledWith(['p-1']);

    const exportButton = toolbar().getByRole('button', { name: 'Export Selected (1)' });
    expect(exportButton).not.toHaveAttribute('aria-disabled');
    expect(exportButton).not.toHaveAccessibleDescription();
    await user.click(exportButton);
    expect(onExport).toHaveBeenCalledWith(['p-2']);
    expect(screen.queryByText('Subscription Required')).not.toBeInTheDocument();
  });

  test('free: export says before the click that it needs a paid plan; clicking does nothing', async () => {
    setup(meFixture());
    const onExport = vi.fn();
    const { user } = renderSearch({ onExport });
    await screen.findByRole('article', { name: 'Doc1 Lee' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Doc1 Lee' }));
    const exportButton = toolbar().getByRole('button', { name: 'Export Selected (1)' });
    expect(exportButton).toHaveAccessibleDescription('Subscribe to a paid plan to export physicians');
    await user.click(exportButton);
    expect(onExport).not.toHaveBeenCalled();
  });

  test('free: Add to List says it needs a subscription, on the toolbar and on each card, with no toast', async () => {
    setup(meFixture());
    const onAddToList = vi.fn();
    const { user } = renderSearch({ onAddToList });
    await screen.findByRole('article', { name: 'Doc1 Lee' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Doc1 Lee' }));
    const button = toolbar().getByRole('button', { name: 'Add to List (1)' });
    expect(button).toHaveAccessibleDescription('Subscribe to a paid plan to add physicians to lists');
    await user.click(button);
    const card = screen.getByRole('button', { name: 'Add to List: Doc1 Lee' });
    expect(card).toHaveAttribute('aria-disabled', 'true');
    expect(card).toHaveAccessibleDescription('Subscribe to a paid plan to add physicians to lists');
    await user.click(card);

    expect(onAddToList).not.toHaveBeenCalled();
    expect(screen.queryByText('Subscription Required')).not.toBeInTheDocument();
  });

  test('demo: Add to List is restricted', async () => {
    setup(meFixture({ isDemo: true, capabilities: { ...meFixture().capabilities, isDemo: true, canCreateLists: false } }));
    const onAddToList = vi.fn();
    const { user } = renderSearch({ onAddToList });
    await screen.findByRole('article', { name: 'Doc1 Lee' });

    const button = screen.getByRole('button', { name: 'Add to List: Doc1 Lee' });
    expect(button).toHaveAccessibleDescription('This feature is disabled in demo mode');
    await user.click(button);

    expect(onAddToList).not.toHaveBeenCalled();
  });
});
