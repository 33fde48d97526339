import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { mockFetch } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

describe('about page', () => {
  beforeEach(() => {
    signedOut();
    mockFetch({});
  });

  test('mission, the three differentiators and the call to action', async () => {
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();
    const differentiators = within(screen.getByRole('region', { name: 'What Sets Us Apart' }));
    expect(differentiators.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Verified Contact Data',
      'Advanced Search',
      'Dedicated Support',
    ]);

    const cta = within(screen.getByRole('region', { name: 'Start recruiting with better data' }));
    expect(cta.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    expect(cta.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
  });

  test('Start Free Trial opens sign-up', async () => {
    const { user, router } = renderApp('/about');

    await user.click(await screen.findByRole('link', { name: 'Start Free Trial' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });
});
