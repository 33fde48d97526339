import { SUBMISSION_CONFIRMED_MESSAGE, SUBMISSION_TOKEN_ERROR } from '@core/schemas/submissions';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const PATH = '/api/submissions/confirm';
const TOKEN = 'q6Zf3kV1bM0yH8wR2tN5xJ7cL4pD9sA1eG3uK6oI0zB';
const confirmed = () => jsonResponse(200, { confirmed: true, message: SUBMISSION_CONFIRMED_MESSAGE });
const refused = () => jsonResponse(400, { error: { code: 'VALIDATION', message: SUBMISSION_TOKEN_ERROR, details: { token: [SUBMISSION_TOKEN_ERROR] } } });

const setup = (handler: FetchHandler, url = `/confirm-submission?token=${TOKEN}`) => {
  const fetchMock = mockFetch({ [`POST ${PATH}`]: handler });
  const bodies = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith(PATH)).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { ...renderApp(url), bodies };
};

describe('Confirm a resume submission (/confirm-submission)', () => {
  beforeEach(() => signedOut());

  test('opening the link sends nothing (mail scanners open links); the click confirms once', async () => {
    let release: () => void = () => {};
    const { user, bodies } = setup(() => new Promise<Response>((resolve) => (release = () => resolve(confirmed()))));

    const button = await screen.findByRole('button', { name: 'Confirm my submission' });
    expect(screen.getByText(/Nothing is published until you confirm and an administrator approves it/)).toBeInTheDocument();
    // Give any effect a chance to run: still nothing sent.
    await new Promise((r) => setTimeout(r, 50));
    expect(bodies()).toEqual([]);

    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Confirming...' })).toBeDisabled();
    release();

    expect(await screen.findByRole('heading', { name: 'Submission Confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Thank you, your resume is confirmed and will be reviewed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my submission' })).not.toBeInTheDocument();
    expect(bodies()).toEqual([{ token: TOKEN }]);
  });

  test('a used or expired token shows the server error and leaves the button for another try', async () => {
    const { user, bodies } = setup(refused);
    await user.click(await screen.findByRole('button', { name: 'Confirm my submission' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SUBMISSION_TOKEN_ERROR);
    expect(screen.queryByRole('heading', { name: 'Submission Confirmed' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm my submission' })).toBeEnabled();
    expect(bodies()).toEqual([{ token: TOKEN }]);
  });

  test('without a token it explains, offers no button and asks nothing of the server', async () => {
    const { bodies } = setup(confirmed, '/confirm-submission');
    expect(await screen.findByRole('heading', { name: 'Confirmation Link Incomplete' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No confirmation token provided. Please check your email link and try again.');
    expect(screen.queryByRole('button', { name: 'Confirm my submission' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(bodies()).toEqual([]);
  });
});
