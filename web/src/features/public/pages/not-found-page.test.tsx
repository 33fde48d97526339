import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

describe('404 page', () => {
  beforeEach(() => signedOut());

  test('an unknown path shows Page Not Found with its buttons and links', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    for (const name of ['Go Home', 'Search Physicians', 'Go Back']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const links = within(screen.getByRole('navigation', { name: 'Helpful links' }));
    expect(links.getByRole('link', { name: 'Medical Specialties' })).toHaveAttribute('href', '/specialties');
    expect(links.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(links.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(links.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  test('Go Home goes to the landing page', async () => {
    const { user, router } = renderApp('/missing');

    await user.click(await screen.findByRole('button', { name: 'Go Home' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('Go Back returns to the previous page', async () => {
    const { user, router } = renderApp('/about', '/missing');

    await user.click(await screen.findByRole('button', { name: 'Go Back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
  });
});
