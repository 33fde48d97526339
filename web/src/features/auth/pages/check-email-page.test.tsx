import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { confirmSignUp, resendSignUpCode, signedOut } from '../../../testing/amplify-auth-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

describe('check-email page', () => {
  beforeEach(() => signedOut());

  test('shows the email from router state, with the spam hint and a link back to login', async () => {
    renderApp({ pathname: '/check-email-confirmation', state: { email: 'new@example.com' } });

    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByText(/spam/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  test('the code confirms the sign-up and leads to login', async () => {
    confirmSignUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    const { user, router } = renderApp('/check-email-confirmation?email=new%40example.com');

    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(confirmSignUp).toHaveBeenCalledWith({ username: 'new@example.com', confirmationCode: '123456' });
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toHaveValue('new@example.com');
  });

  test('a malformed code is refused before calling Cognito', async () => {
    const { user } = renderApp('/check-email-confirmation?email=new%40example.com');

    await user.type(await screen.findByLabelText('Verification code'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    expect(confirmSignUp).not.toHaveBeenCalled();
  });

  test('resend says the email was sent', async () => {
    resendSignUpCode.mockResolvedValue({});
    const { user } = renderApp('/check-email-confirmation?email=new%40example.com');

    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText('Email sent')).toBeInTheDocument();
    expect(screen.getByText('Verification email has been resent to your inbox.')).toBeInTheDocument();
    expect(resendSignUpCode).toHaveBeenCalledWith({ username: 'new@example.com' });
  });

  test('resend without an email says so', async () => {
    const { user } = renderApp('/check-email-confirmation');

    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText('No email address found to resend verification.')).toBeInTheDocument();
    expect(resendSignUpCode).not.toHaveBeenCalled();
  });

  test('a failed resend says so', async () => {
    resendSignUpCode.mockRejectedValue(new Error('LimitExceededException'));
    const { user } = renderApp('/check-email-confirmation?email=new%40example.com');

    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText('Failed to resend verification email.')).toBeInTheDocument();
  });
});
