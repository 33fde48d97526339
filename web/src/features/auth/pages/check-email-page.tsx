import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/toast/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { confirmCodeSchema, confirmEmail, resendVerification, type ConfirmCodeValues } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { AuthField, AuthForm, authLinkClass } from '../components/auth-form';
import { emailFromState } from '../components/router-state';

export function CheckEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Router state survives in-app navigation; ?email= survives a reload or a copied link.
  const knownEmail = emailFromState(location.state) ?? searchParams.get('email') ?? '';
  const [resending, setResending] = useState(false);

  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmCodeValues>({
    resolver: zodResolver(confirmCodeSchema),
    defaultValues: { email: knownEmail, code: '' },
  });

  const onConfirm = handleSubmit(async ({ email, code }) => {
    try {
      await confirmEmail({ email, code });
      toast.success('Email verified', { description: 'Your account is ready. Please log in.' });
      navigate(paths.login, { state: { email } });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to verify your email. Please check the code.'));
    }
  });

  const email = watch('email').trim();
  const onResend = async () => {
    if (!email) {
      toast.error('Error', { description: 'No email address found to resend verification.' });
      return;
    }
    setResending(true);
    try {
      await resendVerification(email);
      toast.success('Email sent', { description: 'Verification email has been resent to your inbox.' });
    } catch {
      toast.error('Failed to resend verification email.');
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title="Check your email"
      description={
        <div className="space-y-2">
          <MailCheck aria-hidden="true" className="size-8 text-blue-600" />
          {knownEmail ? (
            <p>
              We sent a 6-digit verification code to <strong className="text-slate-900 dark:text-slate-100">{knownEmail}</strong>.
            </p>
          ) : (
            <p>We sent a 6-digit verification code to your email address.</p>
          )}
          <p>Can&apos;t find it? Check your spam or junk folder.</p>
        </div>
      }
      footer={
        <Link to={paths.login} className={authLinkClass}>
          Back to login
        </Link>
      }
    >
      <AuthForm onSubmit={onConfirm} submitting={isSubmitting} submitLabel="Confirm" busyLabel="Confirming...">
        {!knownEmail && <AuthField kind="email" error={errors.email?.message} {...register('email')} />}
        <AuthField kind="code" error={errors.code?.message} {...register('code')} />
      </AuthForm>
      <Button variant="secondary" className="mt-3 w-full" onClick={() => void onResend()} disabled={resending}>
        {resending ? 'Sending...' : 'Resend verification email'}
      </Button>
    </AuthCard>
  );
}
