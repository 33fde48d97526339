import { REMOVAL_REQUEST_MESSAGE } from '@core/schemas/removal';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const ROUTE = 'POST /api/removal-requests';

const requestBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/removal-requests')).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('Remove My Information', () => {
  beforeEach(() => signedOut());

  test('an invalid email is refused without a request', async () => {
    const fetchMock = mockFetch({ [ROUTE]: () => jsonResponse(202, { message: REMOVAL_REQUEST_MESSAGE }) });
    const { user } = renderApp('/remove-info');

    await user.type(await screen.findByLabelText('Email Address'), 'dana@');
    await user.click(screen.getByRole('button', { name: 'Request Removal' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(requestBodies(fetchMock)).toHaveLength(0);
  });

  test('success says a verification email was sent, links the privacy policy and can start over', async () => {
    const fetchMock = mockFetch({ [ROUTE]: () => jsonResponse(202, { message: REMOVAL_REQUEST_MESSAGE }) });
    const { user } = renderApp('/remove-info');

    await user.type(await screen.findByLabelText('Email Address'), ' dana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Request Removal' }));

    expect(await screen.findByRole('heading', { name: 'Verification Email Sent' })).toBeInTheDocument();
    expect(screen.getByText(REMOVAL_REQUEST_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(/check your inbox and spam folder/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(requestBodies(fetchMock)).toEqual([{ email: 'dana@example.com' }]);

    await user.click(screen.getByRole('button', { name: 'Submit Again' }));
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Verification Email Sent' })).not.toBeInTheDocument();
  });

  test('failure toasts and keeps the form', async () => {
    mockFetch({ [ROUTE]: () => jsonResponse(429, { error: { code: 'RATE_LIMITED', message: 'Too many requests' } }) });
    const { user } = renderApp('/remove-info');

    await user.type(await screen.findByLabelText('Email Address'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Removal' }));

    expect(await screen.findByText('Request failed')).toBeInTheDocument();
    expect(screen.getByText('There was a problem submitting your request. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveValue('dana@example.com');
    expect(screen.queryByRole('heading', { name: 'Verification Email Sent' })).not.toBeInTheDocument();
  });
});
