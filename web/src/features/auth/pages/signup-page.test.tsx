import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut, signUp } from '../../../testing/amplify-auth-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const fill = async (user: ReturnType<typeof renderApp>['user'], values: { email: string; password: string; confirm: string }) => {
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm Password'), values.confirm);
};

describe('sign-up page', () => {
  beforeEach(() => signedOut());

  test('Sign Up stays disabled until the terms are accepted', async () => {
    const { user } = renderApp('/signup');
    const submit = await screen.findByRole('button', { name: 'Sign Up' });
    expect(submit).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    expect(submit).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    expect(submit).toBeDisabled();
  });

  test('the terms link points to /terms', async () => {
    renderApp('/signup');
    expect(await screen.findByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
  });

  test('mismatched passwords are refused', async () => {
    const { user } = renderApp('/signup');
    await screen.findByRole('button', { name: 'Sign Up' });

    await fill(user, { email: 'a@example.com', password: 'secret1', confirm: 'secret2' });
    await user.click(screen.getByRole('checkbox', { name: /terms/i }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(signUp).not.toHaveBeenCalled();
  });

  test('a password under 6 characters is refused', async () => {
    const { user } = renderApp('/signup');
    await screen.findByRole('button', { name: 'Sign Up' });

    await fill(user, { email: 'a@example.com', password: '12345', confirm: '12345' });
    await user.click(screen.getByRole('checkbox', { name: /terms/i }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  test('success toasts and goes to the verification notice with the email', async () => {
    signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    const { user, router } = renderApp('/signup');
    await screen.findByRole('button', { name: 'Sign Up' });

    await fill(user, { email: 'new@example.com', password: 'secret123', confirm: 'secret123' });
    await user.click(screen.getByRole('checkbox', { name: /terms/i }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?email=new%40example.com');
    expect(signUp).toHaveBeenCalledWith({
      username: 'new@example.com',
      password: 'secret123',
      options: { userAttributes: { email: 'new@example.com' } },
    });
  });

  test('failure shows the error message', async () => {
    signUp.mockRejectedValue(new Error('User already exists'));
    const { user, router } = renderApp('/signup');
    await screen.findByRole('button', { name: 'Sign Up' });

    await fill(user, { email: 'taken@example.com', password: 'secret123', confirm: 'secret123' });
    await user.click(screen.getByRole('checkbox', { name: /terms/i }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('User already exists')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });
});
