import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut, signIn, signInSucceedsAs } from '../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../testing/fetch-mock';
import { meFixture } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../testing/amplify-auth-mock'));

describe('protected routes', () => {
  beforeEach(() => {
    signedOut();
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()) });
  });

  test('a visitor is sent to /login, and logging in returns to the page they wanted', async () => {
    signInSucceedsAs({ email: 'recruiter@example.com' });
    const { user, router } = renderApp('/lists');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Email'), 'recruiter@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { name: 'My Physician Lists' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lists');
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith({
      username: 'recruiter@example.com',
      password: 'secret123',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  test('return_to wins over the remembered page', async () => {
    signInSucceedsAs({ email: 'recruiter@example.com' });
    const { user, router } = renderApp('/login?return_to=/pricing');

    await user.type(await screen.findByLabelText('Email'), 'recruiter@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  test('without return_to or origin, login lands on /directory, which shows the search', async () => {
    signInSucceedsAs({ email: 'recruiter@example.com' });
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/physicians': () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25, visibleLimit: 20 }),
      'GET /api/specialties': () => jsonResponse(200, []),
    });
    const { user, router } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'recruiter@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  test('a failed login shows the error and stays on /login', async () => {
    signIn.mockRejectedValue(new Error('Incorrect username or password.'));
    const { user, router } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'recruiter@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('a signed-in user reaches a protected page directly', async () => {
    signedInAs({ email: 'recruiter@example.com' });
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  });

  test('a non-admin on an admin route is refused by the page, and the dashboard sends them home', async () => {
    signedInAs({ email: 'recruiter@example.com' });
    const { router } = renderApp('/users');
    expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();

    await router.navigate('/admin-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('an admin reaches admin routes', async () => {
    signedInAs({ email: 'admin@example.com', groups: ['admin'] });
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture({ email: 'admin@example.com', isAdmin: true })) });
    const { router } = renderApp('/users');

    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
  });

  test('signing out on a protected page goes home; a later protected page asks to log in', async () => {
    signedInAs({ email: 'recruiter@example.com' });
    const { user, router } = renderApp('/account');

    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Home shown (its page loaded), not just routed to: until then the signed-in page is still on screen.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/Find and reach the right physicians/);

    await act(() => router.navigate('/lists'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
