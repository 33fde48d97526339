import { PROFILE_ACCESS_MESSAGE } from '@core/schemas/profile';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const ROUTE = 'POST /api/profile-access';
const bodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/profile-access')).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('Manage My Profile', () => {
  beforeEach(() => signedOut());

  test('asks by email and says the same thing whatever matched', async () => {
    const fetchMock = mockFetch({ [ROUTE]: () => jsonResponse(202, { message: PROFILE_ACCESS_MESSAGE }) });
    const { user } = renderApp('/manage-profile');

    await user.type(await screen.findByRole('textbox', { name: /^Email address/ }), ' dana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(PROFILE_ACCESS_MESSAGE);
    expect(bodies(fetchMock)).toEqual([{ email: 'dana@example.com' }]);
  });

  test('asks by NPI, refusing a mistyped one without a request', async () => {
    const fetchMock = mockFetch({ [ROUTE]: () => jsonResponse(202, { message: PROFILE_ACCESS_MESSAGE }) });
    const { user } = renderApp('/manage-profile');

    await user.click(await screen.findByRole('radio', { name: 'NPI' }));
    const npi = screen.getByRole('textbox', { name: /^NPI/ });
    await user.type(npi, '1234567890');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText('Enter a 10-digit NPI with a valid check digit')).toBeInTheDocument();
    expect(npi).toHaveAttribute('aria-invalid', 'true');
    expect(bodies(fetchMock)).toHaveLength(0);

    await user.clear(npi);
    await user.type(npi, '1234567893');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PROFILE_ACCESS_MESSAGE);
    expect(bodies(fetchMock)).toEqual([{ npi: '1234567893' }]);
  });

  test('is linked from the footer', async () => {
    mockFetch({});
    renderApp('/');
    expect((await screen.findAllByRole('link', { name: 'Manage My Profile' }))[0]).toHaveAttribute('href', '/manage-profile');
  });
});
