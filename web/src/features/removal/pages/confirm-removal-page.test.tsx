import { REMOVAL_DONE_MESSAGE, REMOVAL_TOKEN_ERROR } from '@core/schemas/removal';
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const ROUTE = 'POST /api/removal-requests/confirm';
const TOKEN = 'q6Zf3kV1bM0yH8wR2tN5xJ7cL4pD9sA1eG3uK6oI0zB';
const removed = () => jsonResponse(200, { removed: true, message: REMOVAL_DONE_MESSAGE });
const used = () => jsonResponse(400, { error: { code: 'VALIDATION', message: 'Invalid input', details: { token: [REMOVAL_TOKEN_ERROR] } } });

const setup = (handler: FetchHandler) => {
  const fetchMock = mockFetch({ [ROUTE]: handler });
  const bodies = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/removal-requests/confirm')).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { fetchMock, bodies };
};

const expectErrorLinks = () => {
  expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/remove-info');
  expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
};

describe('Confirm removal', () => {
  beforeEach(() => signedOut());
  afterEach(() => configure({ reactStrictMode: false }));

  test('without a token it explains and asks nothing of the server', async () => {
    const { fetchMock } = setup(removed);
    renderApp('/confirm-removal');

    expect(await screen.findByRole('heading', { name: 'Error Processing Request' })).toBeInTheDocument();
    expect(screen.getByText('No confirmation token provided. Please check your email link and try again.')).toBeInTheDocument();
    expectErrorLinks();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/removal-requests'))).toBe(false);
  });

  test('opening the link asks and sends nothing: a mail scanner or link preview removes nobody', async () => {
    const { fetchMock } = setup(removed);
    renderApp(`/confirm-removal?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Remove Your Information?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove my information' })).toBeEnabled();
    expect(screen.getByText(/Nothing is removed until you press the button/)).toBeInTheDocument();
    // Give any effect a chance to fire: still no call.
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/removal-requests'))).toBe(false);
  });

  test('the click shows the spinner, then the removal', async () => {
    let release: () => void = () => {};
    const { bodies } = setup(() => new Promise<Response>((resolve) => (release = () => resolve(removed()))));
    const { user } = renderApp(`/confirm-removal?token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Remove my information' }));
    expect(await screen.findByRole('heading', { name: 'Processing Your Request' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { name: 'Information Successfully Removed' })).toBeInTheDocument();
    expect(screen.getByText(REMOVAL_DONE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(bodies()).toEqual([{ token: TOKEN }]);
  });

  test('a used or expired token shows the error state after the click', async () => {
    const { bodies } = setup(used);
    const { user } = renderApp(`/confirm-removal?token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Remove my information' }));
    expect(await screen.findByRole('heading', { name: 'Error Processing Request' })).toBeInTheDocument();
    expect(screen.getByText(REMOVAL_TOKEN_ERROR)).toBeInTheDocument();
    expectErrorLinks();
    expect(screen.queryByText('Information Successfully Removed')).not.toBeInTheDocument();
    expect(bodies()).toEqual([{ token: TOKEN }]);
  });

  test('under React StrictMode a double click still sends the single-use token exactly once', async () => {
    configure({ reactStrictMode: true });
    const { bodies } = setup(removed);
    const { user } = renderApp(`/confirm-removal?token=${TOKEN}`);

    await user.dblClick(await screen.findByRole('button', { name: 'Remove my information' }));
    expect(await screen.findByRole('heading', { name: 'Information Successfully Removed' })).toBeInTheDocument();
    expect(bodies()).toEqual([{ token: TOKEN }]);
  });
});
