import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { confirmResetPassword, resetPassword, signedOut } from '../../../testing/amplify-auth-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

describe('forgot-password page', () => {
  beforeEach(() => signedOut());

  test('sends a code, then sets the new password and returns to login', async () => {
    resetPassword.mockResolvedValue({ isPasswordReset: false, nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' } });
    confirmResetPassword.mockResolvedValue(undefined);
    const { user, router } = renderApp('/forgot-password');

    await user.type(await screen.findByLabelText('Email'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));

    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.type(screen.getByLabelText('New Password'), 'newsecret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newsecret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(resetPassword).toHaveBeenCalledWith({ username: 'a@example.com' });
    expect(confirmResetPassword).toHaveBeenCalledWith({ username: 'a@example.com', confirmationCode: '654321', newPassword: 'newsecret' });
  });
});
