import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut, signOut } from '../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../testing/fetch-mock';
import { meFixture } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../testing/amplify-auth-mock'));

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

const hrefsOf = (scope: ReturnType<typeof within>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, scope.getByRole('link', { name }).getAttribute('href')]));

describe('shell', () => {
  beforeEach(() => {
    signedOut();
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()) });
  });

  test('logged out: Search, Pricing, About, Contact, Log in and Get Started', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { name: 'About Us' });

    expect(hrefsOf(mainNav(), ['Search', 'Pricing', 'About', 'Contact', 'Log in', 'Get Started'])).toEqual({
      Search: '/search',
      Pricing: '/pricing',
      About: '/about',
      Contact: '/contact',
      'Log in': '/login',
      'Get Started': '/signup',
    });
    expect(mainNav().queryByRole('link', { name: 'Lists' })).not.toBeInTheDocument();
  });

  test('the footer has the three columns and every link', async () => {
    renderApp('/about');
    const footer = within(await screen.findByRole('contentinfo'));

    expect(footer.getByText(/© \d{4}/)).toBeInTheDocument();
    expect(
      hrefsOf(footer, [
        'Directory',
        'Pricing',
        'About Us',
        'Contact',
        'Submit Resume',
        'Remove My Information',
        'Terms of Service',
        'Privacy Policy',
        'Compliance',
        'Money Back Guarantee',
      ]),
    ).toEqual({
      Directory: '/directory',
      Pricing: '/pricing',
      'About Us': '/about',
      Contact: '/contact',
      'Submit Resume': '/submit-resume',
      'Remove My Information': '/remove-info',
      'Terms of Service': '/terms',
      'Privacy Policy': '/privacy',
      Compliance: '/compliance',
      'Money Back Guarantee': '/money-back-guarantee',
    });
  });

  test('logged in: Search, Lists and an account menu that signs out to /', async () => {
    signedInAs({ email: 'recruiter@example.com' });
    const { user, router } = renderApp('/about');
    await screen.findByRole('heading', { name: 'About Us' });

    expect(hrefsOf(mainNav(), ['Search', 'Lists'])).toEqual({ Search: '/search', Lists: '/lists' });
    expect(mainNav().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    const menuButton = mainNav().getByRole('button', { name: 'recruiter@example.com' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav().getByText('Hello,')).toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account');

    await user.click(mainNav().getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signOut).toHaveBeenCalled();
    expect(await mainNav().findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  test('signing out on a protected page still lands on /', async () => {
    signedInAs({ email: 'recruiter@example.com' });
    const { user, router } = renderApp('/account');
    await screen.findByRole('heading', { name: 'Account Settings' });

    await user.click(mainNav().getByRole('button', { name: 'recruiter@example.com' }));
    await user.click(mainNav().getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { name: /Find and reach/ });
    expect(router.state.location.pathname).toBe('/');
  });

  test('a failed sign out says so and keeps the user signed in', async () => {
    signedInAs({ email: 'recruiter@example.com' });
    signOut.mockRejectedValue(new Error('network'));
    const { user, router } = renderApp('/about');
    await screen.findByRole('heading', { name: 'About Us' });
    await user.click(mainNav().getByRole('button', { name: 'recruiter@example.com' }));

    await user.click(mainNav().getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Could not log out. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  test('admins see the Admin link and the admin bar', async () => {
    signedInAs({ email: 'admin@example.com', groups: ['admin'] });
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture({ email: 'admin@example.com', isAdmin: true })) });
    renderApp('/about');
    await screen.findByRole('heading', { name: 'About Us' });

    expect(await mainNav().findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin-dashboard');
    const adminBar = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(hrefsOf(adminBar, ['Dashboard', 'Users', 'Resume Approval'])).toEqual({
      Dashboard: '/admin-dashboard',
      Users: '/users',
      'Resume Approval': '/resume-approval',
    });
  });

  test('demo accounts see the amber Demo Account notice', async () => {
    signedInAs({ email: 'demo@example.com' });
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture({ email: 'demo@example.com', isDemo: true })) });
    renderApp('/about');

    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('Demo Account');
    expect(notice).toHaveTextContent(/exporting data/);
  });

  test('the mobile menu toggles, offers /directory when logged out, and closes on a link', async () => {
    const { user, router } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();

    await user.click(within(menu as HTMLElement).getByRole('link', { name: 'Directory' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile menu adds the admin pages for admins', async () => {
    signedInAs({ email: 'admin@example.com', groups: ['admin'] });
    mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture({ isAdmin: true })) });
    const { user } = renderApp('/about');
    await screen.findByRole('navigation', { name: 'Admin' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    const menu = within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement);

    expect(hrefsOf(menu, ['Admin Dashboard', 'Users', 'Resume Approval', 'Account Settings'])).toEqual({
      'Admin Dashboard': '/admin-dashboard',
      Users: '/users',
      'Resume Approval': '/resume-approval',
      'Account Settings': '/account',
    });
    expect(menu.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  test('changing path scrolls to the top; the page the document loaded with keeps its position', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { name: 'About Us' });
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms of Service' }));

    await screen.findByRole('heading', { name: 'Terms of Service' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  test('/directory redirects to /search', async () => {
    mockFetch({
      'GET /api/physicians': () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25, visibleLimit: 20 }),
      'GET /api/specialties': () => jsonResponse(200, []),
    });
    const { router } = renderApp('/directory?specialty=Cardiology');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?specialty=Cardiology');
  });
});
