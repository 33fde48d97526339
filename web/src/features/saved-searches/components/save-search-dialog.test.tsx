import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderUi } from '../../../testing/render-ui';
import { SaveSearchDialog } from './save-search-dialog';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

describe('Save Search dialog', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('a blank name disables Save; a name saves the filters', async () => {
    let body: unknown;
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'POST /api/saved-searches': (_u, init) => ((body = JSON.parse(String(init?.body))), jsonResponse(201, {})),
    });
    const onClose = vi.fn();
    const { user } = renderUi(<SaveSearchDialog open searchParams={{ specialty: ['Cardiology'] }} onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Save Search' }));
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Search name' }), '   ');
    expect(save).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Search name' }), 'Cardio');
    await user.click(save);
    expect(await screen.findByText('Search saved')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Cardio', searchParams: { specialty: ['Cardiology'] } });
    expect(onClose).toHaveBeenCalled();
  });

  test('a refusal shows Failed to save search with the message', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'POST /api/saved-searches': () => jsonResponse(403, { error: { code: 'DEMO_RESTRICTED', message: 'Saving searches is disabled in demo mode.' } }),
    });
    const { user } = renderUi(<SaveSearchDialog open searchParams={{ query: 'heart' }} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Search name' }), 'X{Enter}');
    expect(await screen.findByText('Failed to save search')).toBeInTheDocument();
    expect(screen.getByText('Saving searches is disabled in demo mode.')).toBeInTheDocument();
  });
});
