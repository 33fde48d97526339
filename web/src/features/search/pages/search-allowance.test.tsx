import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { toast } from '../../../lib/toast/toast';
import { signedInAs, signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { demoMeFixture, meFixture, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { resultsResponse, specialtiesResponse, subscribedMe } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  toast.dismiss();
  signedOut();
});

/** Issue 21 item 2: what is left today of the fair-use caps, on the results toolbar and not only on Account. */
const usage = (reveals: number) => ({
  day: '2026-11-22',
  resetsAt: '2026-11-23T00:00:00.000Z',
  reveals: { used: reveals, cap: 1000, remaining: 1000 - reveals },
  exportRows: { used: 1200, cap: 5000, remaining: 3800 },
});
const contact = { email: 'jane@example.com', phone: null, workEmail: null, directDial: null, emailVerifiedAt: null, phoneVerifiedAt: null };

const setup = (me: object | null) => {
  if (me) signedInAs({ email: 'user@example.com' });
  let revealed = 2;
  return mockFetch({
    'GET /api/me': () => jsonResponse(200, me),
    'GET /api/physicians': () => resultsResponse([physicianFixture()]),
    'GET /api/specialties': specialtiesResponse,
    'POST /api/physicians/p-1/contact': () => ((revealed += 1), jsonResponse(200, contact)),
    'GET /api/me/usage': () => jsonResponse(200, usage(revealed)),
  });
};
const results = () => within(screen.getByRole('region', { name: 'Results' }));

describe('search: the allowance left today beside the results toolbar', { timeout: 30_000 }, () => {
  test('a subscriber sees reveals and export rows left, and the figure follows a reveal', async () => {
    const fetchMock = setup(subscribedMe('basic'));
    const { user } = renderApp('/search');

    const line = await screen.findByText('Left today:', { exact: false });
    expect(line).toHaveRole('status');
    expect(line).toHaveTextContent('Left today: 998 of 1,000 contact reveals, 3,800 of 5,000 export rows');
    expect(results().getByRole('toolbar', { name: 'Results actions' })).toBeInTheDocument();
    // The line may show before the results do (their schema loads with the first answer): once they are in, it is the only status.
    const jane = within(await screen.findByRole('article', { name: 'Jane Smith' }));
    expect(results().getByRole('status')).toBe(line);

    await user.click(jane.getByRole('button', { name: 'View Email' }));
    expect(await screen.findByText(/997 of 1,000 contact reveals/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/me/usage').length).toBeGreaterThanOrEqual(2);
  });

  test.each([
    ['signed out', null],
    ['on the free plan', meFixture()],
    ['a demo account', demoMeFixture()],
  ])('is not shown to a viewer %s, who spends no allowance, nor asked for', async (_who, me) => {
    const fetchMock = setup(me);
    renderApp('/search');

    await screen.findByRole('article', { name: 'Jane Smith' });
    expect(screen.queryByText(/Left today/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/me/usage')).toHaveLength(0);
  });
});
