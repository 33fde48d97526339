import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { mockFetch } from '../../../testing/fetch-mock';
import { physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { resultsResponse, specialtiesResponse } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });

describe('search page: active filters as chips, and a way past the filters', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signedOut();
    mockFetch({ 'GET /api/physicians': () => resultsResponse([physicianFixture()]), 'GET /api/specialties': specialtiesResponse });
  });

  test('each chip removes its value from the URL; Remove all filters removes every one', async () => {
    const { user, router } = renderApp('/search?query=heart+lung&specialtyExact=Cardiology&licenseState=TX');
    const chips = within(await screen.findByRole('list', { name: 'Active filters' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['Keyword: heart', 'Keyword: lung', 'Specialty: Cardiology', 'Licensed in: TX']);

    await user.click(chips.getByRole('button', { name: 'Remove Keyword: heart' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('query')).toBe('lung'));
    expect(new URLSearchParams(router.state.location.search).getAll('specialtyExact')).toEqual(['Cardiology']);

    await user.click(screen.getByRole('button', { name: 'Remove all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  test('"Skip to results" takes the keyboard past the filters', async () => {
    renderApp('/search');
    await screen.findByRole('article', { name: 'Jane Smith' });
    const skip = screen.getByRole('link', { name: 'Skip to results' });
    expect(skip).toHaveAttribute('href', '#search-results');
    expect(document.getElementById('search-results')).toHaveAccessibleName('Results');
  });
});
