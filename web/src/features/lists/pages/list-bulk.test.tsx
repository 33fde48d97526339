import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const list = { id: 'l-1', name: 'Cardio TX', description: null, createdAt: '2025-05-13T10:00:00Z', updatedAt: '2025-05-14T10:00:00Z', physicianCount: 3 };
const other = { ...list, id: 'l-2', name: 'Shortlist', physicianCount: 0 };
const counts = { new: 3, contacted: 0, interested: 0, not_interested: 0, placed: 0 };
const member = (id: string, first: string) => ({ ...physicianFixture({ id, firstName: first, lastName: 'Lee', fullName: `${first} Lee` }), addedAt: '2025-05-13T12:00:00Z', status: 'new', note: null });
const members = [member('p-1', 'Ann'), member('p-2', 'Ben'), member('p-3', 'Cy')];
const paid = (tier: 'free' | 'basic') =>
  meFixture(tier === 'free' ? {} : { subscription: { ...meFixture().subscription, subscribed: true, tier, plan_name: tier, status: 'active' } });

const setup = (tier: 'free' | 'basic' = 'basic', me = paid(tier)) => {
  const posts: unknown[] = [];
  mockFetch({
    'GET /api/me': () => jsonResponse(200, me),
    'GET /api/lists': () => jsonResponse(200, [list, other]),
    'GET /api/lists/l-1': () => jsonResponse(200, { list, physicians: { items: members, total: 3, pageSize: 25, nextCursor: null, statusCounts: counts } }),
    'POST /api/lists/l-1/physicians/bulk': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { action: string };
      posts.push(body);
      return jsonResponse(200, { action: body.action, selected: 2, changed: 2, unchanged: 0, notMember: 0, overLimit: 0, physicianCount: 3, targetPhysicianCount: null });
    },
  });
  return posts;
};

const bar = () => within(screen.getByRole('group', { name: 'Selected physicians' }));

describe('list detail: bulk actions', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('before anything is ticked the actions say why they wait; ticked rows get a status in one request', async () => {
    const posts = setup();
    const { user } = renderApp('/lists/l-1');
    await screen.findByRole('checkbox', { name: 'Select Ann Lee' });
    expect(bar().getByText('None selected')).toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Apply status' })).toHaveAccessibleDescription('Select at least one physician');

    await user.click(screen.getByRole('checkbox', { name: 'Select Ann Lee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Cy Lee' }));
    expect(bar().getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty('indeterminate', true);
    await user.selectOptions(bar().getByRole('combobox', { name: 'Set status of selected' }), 'Interested');
    await user.click(bar().getByRole('button', { name: 'Apply status' }));
    expect(await screen.findByText('Status set to Interested')).toBeInTheDocument();
    expect(posts).toEqual([{ action: 'status', status: 'interested', physicianIds: ['p-1', 'p-3'] }]);
    expect(bar().getByText('None selected')).toBeInTheDocument();
  });

  test('Select all, then untick one, moves the rest to another list as all-minus-exclude', async () => {
    const posts = setup();
    const { user } = renderApp('/lists/l-1');
    await screen.findByRole('checkbox', { name: 'Select Ann Lee' });
    await user.click(bar().getByRole('button', { name: 'Select all 3' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ben Lee' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Lee' }));
    expect(bar().getByText('2 selected (all but 1)')).toBeInTheDocument();

    await user.click(bar().getByRole('button', { name: 'Move or copy…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move or copy to another list' }));
    expect(await dialog.findByRole('combobox', { name: 'Target list' })).toHaveValue('l-2');
    await user.click(dialog.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(/Moved 2 physicians to Shortlist/)).toBeInTheDocument();
    expect(posts).toEqual([{ action: 'move', targetListId: 'l-2', all: true, exclude: ['p-2'] }]);
  });

  test('a free account may set statuses but is told before the click that moving needs a plan; demo is told everything is off', async () => {
    setup('free');
    const { user, unmount } = renderApp('/lists/l-1');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ann Lee' }));
    expect(bar().getByRole('button', { name: 'Apply status' })).not.toHaveAttribute('aria-disabled');
    expect(bar().getByRole('button', { name: 'Move or copy…' })).toHaveAccessibleDescription('Subscribe to a paid plan to move or copy physicians to lists');
    unmount();

    setup('basic', meFixture({ isDemo: true, capabilities: { ...meFixture().capabilities, isDemo: true, canCreateLists: false, canSaveLists: false } }));
    renderApp('/lists/l-1');
    await screen.findByRole('checkbox', { name: 'Select Ann Lee' });
    expect(bar().getByRole('button', { name: 'Remove selected' })).toHaveAccessibleDescription('This feature is disabled in demo mode');
  });
});
