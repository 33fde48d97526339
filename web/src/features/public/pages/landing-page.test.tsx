import { DAILY_CAPS } from '@core/fair-use-caps';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { mockFetch } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const n = (v: number) => v.toLocaleString('en-US');
const row = (name: string) => within(screen.getByRole('article', { name }));

describe('landing page', () => {
  beforeEach(() => signedOut());

  test('hero, stat blocks and calls to action link where the spec says', async () => {
    mockFetch({});
    renderApp('/');

    const hero = await screen.findByRole('heading', { level: 1, name: 'Find and reach the right physicians, fast' });
    const heroSection = within(hero.closest('section') as HTMLElement);
    expect(heroSection.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(heroSection.getByRole('link', { name: '30-day money-back guarantee' })).toHaveAttribute('href', '/money-back-guarantee');

    const stats = within(screen.getByRole('region', { name: 'Key figures' }));
    for (const text of ['250,000+', 'Physician profiles', '12+', 'Search parameters', 'Unlimited', 'Search and export']) {
      expect(stats.getByText(text)).toBeInTheDocument();
    }
    // Issue 21: "unlimited" only with the fair-use cap the API enforces beside it, and no "no caps" anywhere.
    expect(stats.getByText(`Unlimited searches; fair use: up to ${n(DAILY_CAPS.exportRows)} exported contacts a day`)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`to CSV, Excel or PDF, or in the import layout of Bullhorn or Salesforce: up to ${n(DAILY_CAPS.exportRows)} exported contacts a day under fair use`))).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/no caps|as often as you need/i);

    expect(screen.getByRole('heading', { name: 'Everything you need to recruit physicians' })).toBeInTheDocument();
    const physicians = within(screen.getByRole('region', { name: 'Are You a Physician?' }));
    expect(physicians.getByRole('link', { name: 'Submit Your Resume' })).toHaveAttribute('href', '/submit-resume');

    const closing = within(screen.getByRole('region', { name: 'Ready to fill your next physician role?' }));
    expect(closing.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(closing.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
  });

  test('the search preview shows four fictional rows, the result count, inert tools and a disclaimer', async () => {
    mockFetch({});
    renderApp('/');

    const preview = within(await screen.findByRole('region', { name: 'See the search in action' }));
    expect(preview.getByText('Showing 1–4 of 265,634 results')).toBeInTheDocument();
    for (const filter of ['Location', 'Specialty', 'Education', 'Company']) {
      expect(preview.getByText(filter, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(within(preview.getByRole('list', { name: 'Sample results' })).getAllByRole('article')).toHaveLength(4);
    expect(preview.getAllByRole('button', { name: 'Reveal Email' })).toHaveLength(4);
    expect(row('Dr. Avery Sample').getByText('Attending Cardiologist')).toBeInTheDocument();
    expect(row('Dr. Avery Sample').getByText('Example Heart Institute')).toBeInTheDocument();
    expect(row('Dr. Avery Sample').getByText('Cardiology')).toBeInTheDocument();
    expect(row('Dr. Avery Sample').getByText('Austin, TX')).toBeInTheDocument();
    expect(row('Dr. Avery Sample').getByText('AS')).toBeInTheDocument();
    expect(row('Dr. Avery Sample').getByRole('link', { name: 'View' })).toHaveAttribute('href', '/signup');

    const disclaimer = preview.getByText(/only a preview/);
    const toolbar = within(preview.getByRole('toolbar'));
    for (const name of ['Select Page', 'Select All', 'Add to List', 'Export Selected', 'Save Search', 'Saved Searches', /^Sort by/]) {
      const tool = toolbar.getByRole('link', { name });
      expect(tool).toHaveAttribute('href', '/signup');
      expect(tool).toHaveAccessibleDescription(disclaimer.textContent ?? '');
    }
  });

  test("Reveal Email shows only that row's email and removes only its button, without calling the API", async () => {
    const fetchMock = mockFetch({});
    const { user } = renderApp('/');
    await screen.findByRole('region', { name: 'See the search in action' });
    expect(screen.queryByText('jordan.placeholder@example.org')).not.toBeInTheDocument();
    const callsBefore = fetchMock.mock.calls.length;

    await user.click(row('Dr. Jordan Placeholder').getByRole('button', { name: 'Reveal Email' }));

    expect(row('Dr. Jordan Placeholder').getByText('jordan.placeholder@example.org')).toBeInTheDocument();
    expect(row('Dr. Jordan Placeholder').queryByRole('button', { name: 'Reveal Email' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Reveal Email' })).toHaveLength(3);
    expect(row('Dr. Avery Sample').getByRole('button', { name: 'Reveal Email' })).toBeInTheDocument();
    expect(screen.queryByText('avery.sample@example.com')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
  });
});
