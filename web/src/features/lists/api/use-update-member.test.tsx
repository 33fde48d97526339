import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { toast } from '../../../lib/toast/toast';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
beforeEach(() => {
  toast.dismiss();
  signedInAs({ email: 'recruiter@example.com' });
});

/** Issue 21, item 6: a status change refused with 409 (another request changed the candidate) is tried once more. */
const list = { id: 'l-1', name: 'Cardio TX', description: null, createdAt: '2025-05-13T10:00:00Z', updatedAt: '2025-05-14T10:00:00Z', physicianCount: 1 };
const omar = { ...physicianFixture({ id: 'p-2', firstName: 'Omar', lastName: 'Khan', fullName: 'Omar Khan' }), addedAt: '2025-05-13T12:00:00Z', status: 'new', note: null };
const conflict = () => jsonResponse(409, { error: { code: 'CONFLICT', message: 'This candidate was changed at the same time by another request; please try again' } });

/** The list page, with PATCH answered by `answers` in turn. */
const renderWith = (answers: Array<() => Response>) => {
  const patches: unknown[] = [];
  mockFetch({
    'GET /api/me': () => jsonResponse(200, meFixture()),
    'GET /api/lists/l-1': () => jsonResponse(200, { list, physicians: { items: [omar], total: 1, pageSize: 25, nextCursor: null } }),
    'PATCH /api/lists/l-1/physicians/p-2': (_url, init) => {
      patches.push(JSON.parse(String(init?.body)));
      return (answers[patches.length - 1] ?? conflict)();
    },
  });
  return { patches, ...renderApp('/lists/l-1') };
};

describe('changing a status that another request changed at the same time', () => {
  test('a 409 is retried once, and the change lands without bothering the user', async () => {
    const { patches, user } = renderWith([conflict, () => jsonResponse(200, { physicianId: 'p-2', status: 'contacted', note: null, statusUpdatedAt: '2025-05-15T10:00:00Z' })]);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Omar Khan' }), 'Contacted');
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'contacted' }, { status: 'contacted' }]);
    expect(screen.queryByText(/changed at the same time/)).not.toBeInTheDocument();
  });

  test('a second 409 is not retried again: a toast says what happened and to try again', async () => {
    const { patches, user } = renderWith([conflict, conflict, conflict]);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Omar Khan' }), 'Contacted');
    expect(await screen.findByText('Omar Khan was changed at the same time')).toBeInTheDocument();
    expect(screen.getByText('This candidate was changed at the same time by another request; please try again')).toBeInTheDocument();
    expect(patches).toHaveLength(2);
  });

  test('any other refusal is not retried', async () => {
    const { patches, user } = renderWith([() => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Physician is not on this list' } })]);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of Omar Khan' }), 'Contacted');
    expect(await screen.findByText('Failed to update the candidate')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
  });
});
