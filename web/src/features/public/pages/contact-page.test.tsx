import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const ROUTE = 'POST /api/contact-messages';
const valid = { name: 'Dana Recruiter', email: 'dana@example.com', subject: 'Enterprise plan', message: 'We would like a quote for ten seats.' };

const fill = async (user: ReturnType<typeof renderApp>['user'], values: Partial<typeof valid> = valid) => {
  for (const [label, key] of [['Name', 'name'], ['Email', 'email'], ['Subject', 'subject'], ['Message', 'message']] as const) {
    const value = values[key];
    if (value) await user.type(screen.getByLabelText(label), value);
  }
};

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/contact-messages')).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('Contact Us', () => {
  beforeEach(() => signedOut());

  test('shows the support address the messages are mailed to (from /config.json) and office hours', async () => {
    mockFetch({ 'GET /config.json': () => jsonResponse(200, { region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', supportEmail: 'help@stage.example.org' }) });
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@stage.example.org' })).toHaveAttribute('href', 'mailto:help@stage.example.org');
    expect(screen.queryByText('support@physiciandirectory.com')).not.toBeInTheDocument();
    expect(screen.getByText('Monday to Friday, 9:00 AM to 5:00 PM EST')).toBeInTheDocument();
  });

  test('shows no address rather than a wrong one when the config has none', async () => {
    mockFetch({ 'GET /config.json': () => jsonResponse(200, { region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c' }) });
    renderApp('/contact');
    expect(await screen.findByText('Monday to Friday, 9:00 AM to 5:00 PM EST')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Email' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  test('every field has its own validation message and nothing is sent', async () => {
    const fetchMock = mockFetch({ [ROUTE]: () => jsonResponse(202, { id: 'm1', receivedAt: '2025-05-13T10:00:00Z' }) });
    const { user } = renderApp('/contact');
    await screen.findByRole('button', { name: 'Send Message' });

    await fill(user, { name: 'D', email: 'not-an-email', subject: 'Hey', message: 'Too short' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message must be at least 10 characters.');
    expect(bodyOf(fetchMock)).toHaveLength(0);
  });

  test('success sends the message, toasts and resets the form', async () => {
    let release: () => void = () => {};
    const fetchMock = mockFetch({
      [ROUTE]: () => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(202, { id: 'm1', receivedAt: '2025-05-13T10:00:00Z' })))),
    });
    const { user } = renderApp('/contact');
    await screen.findByRole('button', { name: 'Send Message' });

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    expect(bodyOf(fetchMock)).toEqual([valid]);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('failure toasts and keeps what was typed', async () => {
    mockFetch({ [ROUTE]: () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'Internal error' } }) });
    const { user } = renderApp('/contact');
    await screen.findByRole('button', { name: 'Send Message' });

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Your message could not be sent. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue(valid.subject);
  });

  test('rate limiting says so', async () => {
    mockFetch({ [ROUTE]: () => jsonResponse(429, { error: { code: 'RATE_LIMITED', message: 'Too many requests' } }) });
    const { user } = renderApp('/contact');
    await screen.findByRole('button', { name: 'Send Message' });

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Too many messages from this connection. Please try again later.')).toBeInTheDocument();
  });

  test('server field errors show under their inputs', async () => {
    mockFetch({
      [ROUTE]: () => jsonResponse(400, { error: { code: 'VALIDATION', message: 'Invalid input', details: { email: ['Please enter a valid email address.'] } } }),
    });
    const { user } = renderApp('/contact');
    await screen.findByRole('button', { name: 'Send Message' });

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
