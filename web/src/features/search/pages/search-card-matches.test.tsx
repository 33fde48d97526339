import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { resultsResponse, specialtiesResponse } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

/** Issue 24 item 2: a card shows, highlighted, the values the active filters matched. */
const setup = () =>
  mockFetch({
    'GET /api/me': () => jsonResponse(200, null),
    'GET /api/physicians': () =>
      resultsResponse([
        Object.assign(
          physicianFixture({ licenseStates: ['TX', 'CA'], boardCertifications: ['ABIM Cardiovascular Disease', 'ABFM Family Medicine'], languages: ['English', 'Spanish'] }),
          { distanceMiles: 12.34 },
        ),
      ]),
    'GET /api/specialties': specialtiesResponse,
  });

describe('search card: what was asked', { timeout: 30_000 }, () => {
  test('the matched license state, board, language and distance are marked and said to match; the others are not shown', async () => {
    setup();
    renderApp('/search?licenseState=California&boardCertification=cardio&language=spanish&nearZip=78701&withinMiles=25');
    const card = within(await screen.findByRole('article', { name: 'Jane Smith' }));
    const matches = within(card.getByRole('list', { name: 'Matches your filters' }));

    const marked = matches.getAllByRole('listitem').map((li) => li.textContent);
    expect(marked).toEqual([
      '12.3 mi from ZIP 78701 (matches your filter)',
      'Licensed CA (matches your filter)',
      'Board ABIM Cardiovascular Disease (matches your filter)',
      'Speaks Spanish (matches your filter)',
    ]);
    // Highlighted as such: a <mark> each, not just text.
    expect(matches.getAllByRole('listitem').every((li) => li.querySelector('mark'))).toBe(true);
    expect(card.queryByText(/ABFM/)).not.toBeInTheDocument();
    expect(card.queryByText('TX')).not.toBeInTheDocument();
  });

  test('without physician filters a card has no matches row', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, null),
      'GET /api/physicians': () => resultsResponse([physicianFixture({ licenseStates: ['TX'], languages: ['Spanish'] })]),
      'GET /api/specialties': specialtiesResponse,
    });
    renderApp('/search');
    const card = within(await screen.findByRole('article', { name: 'Jane Smith' }));
    expect(card.queryByRole('list', { name: 'Matches your filters' })).not.toBeInTheDocument();
  });
});
