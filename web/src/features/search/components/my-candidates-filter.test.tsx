import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs, signedOut } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture } from '../../../testing/fixtures';
import { renderUi } from '../../../testing/render-ui';
import { apiQueryOf, emptyFilters, parseSearchParams, toSearchParams } from '../utils/search-url';
import { MyCandidatesFilter } from './my-candidates-filter';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

describe('"Not in any of my lists" / "Never exported" (issue 17)', () => {
  beforeEach(() => mockFetch({ 'GET /api/me': () => jsonResponse(200, meFixture()) }));

  test('signed in: two labelled checkboxes; ticking one asks for that switch', async () => {
    signedInAs({ email: 'recruiter@example.com' });
    const onChange = vi.fn();
    const { user } = renderUi(<MyCandidatesFilter filters={{ ...emptyFilters(), neverExported: true }} onChange={onChange} />);
    const lists = await screen.findByRole('checkbox', { name: 'Not in any of my lists' });
    expect(lists).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Never exported' })).toBeChecked();
    await user.click(lists);
    expect(onChange).toHaveBeenCalledWith({ notInMyLists: true });
  });

  test('signed out: not shown (the API answers 401 for them)', async () => {
    signedOut();
    renderUi(<MyCandidatesFilter filters={emptyFilters()} onChange={() => {}} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  test('travel in the URL and to the API as =true, and only when on', () => {
    const state = parseSearchParams(new URLSearchParams('state=MA&notInMyLists=true&neverExported=false'));
    expect(state.filters).toMatchObject({ notInMyLists: true, neverExported: false });
    expect(apiQueryOf(state)).toEqual({ state: 'MA', notInMyLists: 'true' });
    expect(toSearchParams(state).toString()).toBe('state=MA&notInMyLists=true');
  });
});
