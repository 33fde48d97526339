import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { demoMeFixture, meFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { loadedTabPanel } from '../../../testing/tab-panel';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const tab = (name: string) => screen.getByRole('tab', { name });

describe('account settings', () => {
  beforeEach(() => {
    signedInAs({ email: 'recruiter@example.com' });
    mockFetch({
      'GET /api/me': () => jsonResponse(200, meFixture()),
      'GET /api/exports': () => jsonResponse(200, { totalExported: 0, recent: [] }),
    });
  });

  test('five tabs; arrow keys, Home and End move between them and open them', async () => {
    const { user } = renderApp('/account');

    const tablist = await screen.findByRole('tablist', { name: 'Account settings' });
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile', 'Subscription', 'Team', 'Exports', 'Notifications']);
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeInTheDocument();

    await user.click(tab('Profile'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Subscription')).toHaveFocus();
    expect(tab('Subscription')).toHaveAttribute('aria-selected', 'true');
    expect(await loadedTabPanel('Subscription')).toHaveTextContent('No Active Subscription');

    await user.keyboard('{End}');
    // Selected once the tab's code has loaded (the tabs but Profile load lazily).
    await waitFor(() => expect(tab('Notifications')).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Profile')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Notifications')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Profile')).toHaveAttribute('tabindex', '0');
    expect(tab('Exports')).toHaveAttribute('tabindex', '-1');
  });

  test('notification toggles are on by default and remembered in this browser', async () => {
    const { user, unmount } = renderApp('/account?tab=notifications');

    const marketing = await screen.findByRole('switch', { name: 'Marketing emails' });
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true']);
    await user.click(marketing);
    expect(marketing).toHaveAttribute('aria-checked', 'false');
    unmount();

    renderApp('/account?tab=notifications');
    expect(await screen.findByRole('switch', { name: 'Marketing emails' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Security alerts' })).toHaveAttribute('aria-checked', 'true');
  });

  test('demo accounts: Subscription and Notifications are disabled with a reason, and the demo plan is shown', async () => {
    mockFetch({ 'GET /api/me': () => jsonResponse(200, demoMeFixture()) });
    const { user } = renderApp('/account?tab=subscription');

    await screen.findByRole('tablist');
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Subscription')).toHaveAttribute('aria-disabled', 'true');
    expect(tab('Subscription')).toHaveAccessibleDescription('Subscription management is disabled in demo mode');
    expect(tab('Notifications')).toHaveAttribute('aria-disabled', 'true');
    expect(tab('Notifications')).toHaveAccessibleDescription('Notification settings are disabled in demo mode');
    expect(tab('Exports')).not.toHaveAttribute('aria-disabled');

    await user.click(tab('Subscription'));
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Subscription management is disabled in demo mode')).toBeVisible();
    expect(screen.getByText('Notification settings are disabled in demo mode')).not.toBeVisible();

    await user.click(tab('Profile'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Subscription')).toHaveFocus();
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Team')).toHaveFocus();
    expect(tab('Team')).toHaveAccessibleDescription('Teams are disabled in demo mode');
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Exports')).toHaveAttribute('aria-selected', 'true');

    const demoPlan = screen.getByRole('region', { name: 'Demo Account' });
    expect(demoPlan).toHaveTextContent('Demo Plan');
    expect(demoPlan).toHaveTextContent('Active (Demo)');
    expect(within(demoPlan).getByRole('list', { name: 'Demo plan features' })).toBeInTheDocument();
  });
});
