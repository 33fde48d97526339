import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast/toast';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, physicianFixture } from '../../../testing/fixtures';
import { returnToState } from '../../../lib/return-to';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  toast.dismiss();
  signedOut();
});

const jane = physicianFixture({
  organizationSize: '',
  skills: ['Surgery', 'Research', 'Teaching', 'Leadership', 'Patient Care', 'Public Speaking'],
  education: [{ schoolName: 'Yale School of Medicine', degree: 'MD', field: 'Medicine', startDate: '2001', endDate: '2005' }],
  linkedinUrl: 'https://www.linkedin.com/in/jane',
  npi: '1234567893',
  languages: ['English', 'Spanish'],
  licenseStates: ['TX', 'CA'],
});
const premium = meFixture({ subscription: { ...meFixture().subscription, subscribed: true, tier: 'premium' } });
const contact = { email: 'jane@example.com', phone: null, workEmail: null, directDial: null, emailVerifiedAt: null, phoneVerifiedAt: null };

const setup = (me: object | null, handlers: Parameters<typeof mockFetch>[0] = {}) => {
  if (me) signedInAs({ email: 'user@example.com' });
  return mockFetch({
    'GET /api/me': () => jsonResponse(200, me),
    'GET /api/physicians/p-1': () => jsonResponse(200, jane),
    'POST /api/physicians/p-1/contact': () => jsonResponse(200, contact),
    ...handlers,
  });
};

describe('physician profile', { timeout: 30_000 }, () => {
  test('an unknown or removed physician shows the not-found view', async () => {
    setup(null, { 'GET /api/physicians/gone': () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Physician not found.' } }) });
    renderApp('/physicians/gone');

    expect(await screen.findByRole('heading', { name: 'Physician Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The physician you are looking for does not exist or has been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Directory' })).toHaveAttribute('href', '/directory');
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  test('shows the header, professional details with fallbacks, and every skill', async () => {
    setup(null);
    renderApp('/physicians/p-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Smith' })).toBeInTheDocument();
    expect(screen.getByText('Attending Physician')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Top skills' })).getAllByRole('listitem')).toHaveLength(5);
    expect(within(screen.getByRole('list', { name: 'All skills' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Export Full Profile' })).not.toBeInTheDocument();

    const details = within(screen.getByRole('region', { name: 'Professional Details' }));
    const value = (term: string) => details.getByText(term).nextElementSibling?.textContent;
    expect(value('Specialty')).toBe('Cardiology');
    expect(value('Organization Size')).toBe('Not specified');
    expect(value('NPI')).toBe('1234567893');
    expect(value('Languages')).toBe('English, Spanish');
    expect(value('License States')).toBe('TX, CA');
    expect(details.queryByText('Board Certifications')).not.toBeInTheDocument();
    expect(details.getByText('Yale School of Medicine')).toBeInTheDocument();
    expect(details.getByText('MD, Medicine')).toBeInTheDocument();
    expect(details.getByText('2001 – 2005')).toBeInTheDocument();
  });

  test('no skills says so', async () => {
    setup(null, { 'GET /api/physicians/p-1': () => jsonResponse(200, physicianFixture()) });
    renderApp('/physician/p-1');
    expect(await screen.findByText('No skills specified')).toBeInTheDocument();
  });

  test('Back goes to /search from /physicians/, and back in history from /physician/', async () => {
    setup(null);
    const first = renderApp('/lists-anywhere', '/physicians/p-1');
    await first.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/search'));
    first.unmount();

    const second = renderApp('/specialties', '/physician/p-1');
    await second.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/specialties'));
  });

  test('Back returns to the exact search the profile was opened from; opened directly, to /search', async () => {
    setup(null);
    const from = { pathname: '/search', search: '?state=CA&sortKey=name&sortDirection=desc&page=2', key: 'search-entry' };
    const first = renderApp(from, { pathname: '/physicians/p-1', state: returnToState(from) });
    await first.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(`${first.router.state.location.pathname}${first.router.state.location.search}`).toBe(`/search${from.search}`));
    first.unmount();

    const second = renderApp('/physicians/p-1');
    await second.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(`${second.router.state.location.pathname}${second.router.state.location.search}`).toBe('/search'));
  });

  test('the favorite star toggles locally with its toasts', async () => {
    setup(null);
    const { user } = renderApp('/physicians/p-1');
    const star = await screen.findByRole('button', { name: 'Favorite' });

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
  });

  test('on the profile the first click reveals and the second copies; an unknown phone is said so', async () => {
    const fetchMock = setup(premium);
    const { user } = renderApp('/physicians/p-1');

    await user.click(await screen.findByRole('button', { name: 'View Email' }));
    await user.click(await screen.findByRole('button', { name: 'jane@example.com' }));

    expect(await screen.findByText('Email copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('jane@example.com');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View Phone' }));
    expect(await screen.findByRole('button', { name: 'No phone on file' })).toHaveAttribute('aria-disabled', 'true');
    expect(callsTo(fetchMock, '/api/physicians/p-1/contact')).toHaveLength(1);
  });

  test('a free user is told before the click that a subscription is needed', async () => {
    const fetchMock = setup(meFixture());
    const { user } = renderApp('/physicians/p-1');
    // Locked once the subscription is known (free): the button is then the one inside its tooltip.
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Phone' })).toHaveAccessibleDescription('Subscribe to reveal verified phone numbers'));
    await user.click(screen.getByRole('button', { name: 'View Phone' }));
    expect(callsTo(fetchMock, '/api/physicians/p-1/contact')).toHaveLength(0);
  });

  test('admins export the full profile through the export dialog, in the format chosen', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let fail = false;
    const sent: unknown[] = [];
    setup(meFixture({ isAdmin: true }), {
      'GET /api/me/usage': () => jsonResponse(200, { day: '2026-11-26', resetsAt: '2026-11-27T00:00:00.000Z', reveals: { used: 0, cap: 1000, remaining: 1000 }, exportRows: { used: 0, cap: 5000, remaining: 5000 } }),
      'GET /api/exports': () => jsonResponse(200, { totalExported: 0, recent: [] }),
      'POST /api/exports': (_u, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return fail
          ? jsonResponse(429, { error: { code: 'RATE_LIMITED', message: "Today's export limit is reached." } })
          : jsonResponse(200, { url: 'https://s3.example/jane.xlsx', fileName: 'jane-smith-2026-11-26.xlsx', count: 1, expiresAt: 'x' });
      },
    });
    const { user } = renderApp('/physicians/p-1');

    await user.click(await screen.findByRole('button', { name: 'Export Full Profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export Full Profile' }));
    await user.click(dialog.getByRole('radio', { name: /Excel/ }));
    await user.click(dialog.getByRole('button', { name: 'Export' }));

    expect(await screen.findByText('Export Successful')).toBeInTheDocument();
    expect(screen.getByText('The physician profile has been exported successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ physicianIds: ['p-1'], format: 'xlsx' }]);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('jane-smith-2026-11-26.xlsx');

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Export Full Profile' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Export Full Profile' })).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText("Today's export limit is reached.")).toBeInTheDocument();
    clicked.mockRestore();
  });

  test('a failed load toasts Error and offers Retry', async () => {
    setup(null, { 'GET /api/physicians/p-1': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'Database unavailable.' } }) });
    renderApp('/physicians/p-1');

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Database unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
