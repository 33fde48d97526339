import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { toast } from '../../../lib/toast/toast';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, paidSubscription, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
beforeEach(() => {
  toast.dismiss();
  signedInAs({ email: 'recruiter@example.com' });
});

/** Issue 21 item 2: what is left today of the fair-use caps on the list page, not only on Account. */
const list = { id: 'l-1', name: 'Cardio TX', description: null, createdAt: '2025-05-13T10:00:00Z', updatedAt: '2025-05-14T10:00:00Z', physicianCount: 2 };
const members = [
  { ...physicianFixture(), addedAt: '2025-05-13T12:00:00Z' },
  { ...physicianFixture({ id: 'p-2', firstName: 'Omar', lastName: 'Khan', fullName: 'Omar Khan' }), addedAt: '2025-05-13T12:00:00Z' },
];
const detail = () => jsonResponse(200, { list, physicians: { items: members, total: 2, pageSize: 25, nextCursor: null } });
const usage = (exported: number) => ({
  day: '2026-11-22',
  resetsAt: '2026-11-23T00:00:00.000Z',
  reveals: { used: 0, cap: 1000, remaining: 1000 },
  exportRows: { used: exported, cap: 5000, remaining: 5000 - exported },
});

describe('list page: the allowance left today', () => {
  test('a subscriber sees reveals and export rows left, and the figure follows an export of the list', async () => {
    let exported = 0;
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture({ subscription: paidSubscription({ tier: 'premium', plan_name: 'Annual Plan' }) })),
      'GET /api/lists/l-1': detail,
      'GET /api/me/usage': () => jsonResponse(200, usage(exported)),
      'POST /api/exports': () => ((exported += 2), jsonResponse(200, { url: 'https://bucket.s3.amazonaws.com/x.csv?sig=1', fileName: 'physician_export.csv', count: 2, expiresAt: '2025-05-14T10:05:00Z' })),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/lists/l-1');

    const line = await screen.findByText('Left today:', { exact: false });
    expect(line).toHaveRole('status');
    expect(line).toHaveTextContent('Left today: 1,000 of 1,000 contact reveals, 5,000 of 5,000 export rows');

    await user.click(screen.getByRole('button', { name: 'Export this list' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export physicians' }));
    expect(await dialog.findByText('Left today after this export: 4,998 of 5,000 export rows.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('4,998 of 5,000 export rows')).toBeInTheDocument();
    click.mockRestore();
  });

  test('is not shown on the free plan, which spends no allowance', async () => {
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()), 'GET /api/lists/l-1': detail });
    renderApp('/lists/l-1');

    expect(await screen.findByRole('heading', { name: 'Cardio TX' })).toBeInTheDocument();
    expect(screen.queryByText(/Left today/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/me/usage')).toHaveLength(0);
  });
});
