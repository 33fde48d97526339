import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast/toast';
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
import { AuthField, AuthForm, authLinkClass } from '../components/auth-form';

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
    <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Send reset code" busyLabel="Sending...">
      <AuthField kind="email" error={errors.email?.message} {...register('email')} />
    </AuthForm>
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
    <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Reset Password" busyLabel="Resetting...">
      <AuthField kind="code" error={errors.code?.message} {...register('code')} />
      <AuthField kind="newPassword" label="New Password" error={errors.password?.message} {...register('password')} />
      <AuthField kind="confirmPassword" label="Confirm New Password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
    </AuthForm>
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
        <Link to={paths.login} className={authLinkClass}>
          Back to login
        </Link>
      }
    >
      {email ? <ConfirmStep email={email} /> : <RequestStep onSent={setEmail} />}
    </AuthCard>
  );
}
