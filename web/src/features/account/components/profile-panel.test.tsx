import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { demoMeFixture, meFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const patchBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('profile tab', () => {
  beforeEach(() => signedInAs({ email: 'recruiter@example.com' }));

  test('saves name and bio to the account and says so', async () => {
    const saved = meFixture({ profile: { name: 'Dana Reyes', bio: 'Recruiting cardiologists in Texas.' } });
    const fetchMock = mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture({ profile: { name: 'Dana', bio: null } })),
      'PATCH /api/me/profile': () => jsonResponse(200, saved),
    });
    const { user } = renderApp('/account');

    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Dana');
    expect(screen.getByLabelText('Email')).toHaveValue('recruiter@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.clear(name);
    await user.type(name, '  Dana Reyes ');
    await user.type(screen.getByLabelText('Bio'), 'Recruiting cardiologists in Texas.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(patchBodies(fetchMock)).toEqual([{ name: 'Dana Reyes', bio: 'Recruiting cardiologists in Texas.' }]);
    expect(callsTo(fetchMock, '/api/me/profile')).toHaveLength(1);
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Reyes');
  });

  test('field errors from the API are shown on the fields', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'PATCH /api/me/profile': () =>
        jsonResponse(400, { error: { code: 'VALIDATION', message: 'Invalid profile', details: { bio: ['Bio contains a link.'] } } }),
    });
    const { user } = renderApp('/account');

    await user.type(await screen.findByLabelText('Bio'), 'see http://spam.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Bio contains a link.')).toBeInTheDocument();
    expect(screen.getByText('Profile not saved')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
  });

  test('demo accounts see their profile read-only, and cannot save', async () => {
    const fetchMock = mockFetch({ 'GET /api/me': () => jsonResponse(200, demoMeFixture({ profile: { name: 'Demo User', bio: null } })) });
    const { user } = renderApp('/account');

    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Demo User');
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAccessibleDescription('Profile editing is disabled in demo mode');
    expect(screen.getByLabelText('Bio')).toHaveAttribute('readonly');
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('Profile editing is disabled in demo mode');
    // The reason is on screen next to the button before any click, not only in a tooltip.
    const reason = document.getElementById(save.getAttribute('aria-describedby') ?? '');
    expect(reason).toHaveTextContent('Profile editing is disabled in demo mode');
    expect(reason).toBeVisible();
    expect(reason).not.toHaveClass('sr-only');

    await user.type(name, 'x');
    await user.click(save);
    expect(name).toHaveValue('Demo User');
    expect(patchBodies(fetchMock)).toEqual([]);
  });

  test('Log out signs out and goes home', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()) });
    const { user, router } = renderApp('/account');

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signOut).toHaveBeenCalled();
  });
});
