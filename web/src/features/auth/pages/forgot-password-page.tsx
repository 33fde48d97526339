import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import {
  confirmPasswordReset,
  confirmResetSchema,
  requestPasswordReset,
  requestResetSchema,
  type ConfirmResetValues,
  type RequestResetValues,
} from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

function RequestStep({ onSent }: { onSent: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestResetValues>({ resolver: zodResolver(requestResetSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      toast.success('Check your email', { description: `We sent a verification code to ${email}.` });
      onSent(email);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to send the reset code. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send reset code'}
      </Button>
    </form>
  );
}

function ConfirmStep({ email }: { email: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmResetValues>({
    resolver: zodResolver(confirmResetSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ code, password }) => {
    try {
      await confirmPasswordReset({ email, code, password });
      toast.success('Password reset', { description: 'You can now log in with your new password.' });
      navigate(paths.login, { state: { email } });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to reset your password. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={errors.code?.message}
        {...register('code')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}

export function ForgotPasswordPage() {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthCard
      title="Reset your password"
      description={
        email ? (
          <p>
            Enter the code we sent to <strong className="text-slate-900 dark:text-slate-100">{email}</strong> and choose a new password.
          </p>
        ) : (
          <p>Enter your account email and we&apos;ll send you a code to reset your password.</p>
        )
      }
      footer={
        <Link to={paths.login} className="font-medium text-blue-700 hover:underline dark:text-blue-300">
          Back to login
        </Link>
      }
    >
      {email ? <ConfirmStep email={email} /> : <RequestStep onSent={setEmail} />}
    </AuthCard>
  );
}
