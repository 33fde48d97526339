import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast/toast';
import { errorMessage } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { signUpSchema, signUpWithEmail, type SignUpValues } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { AuthField, AuthForm, authLinkClass } from '../components/auth-form';

export function SignupPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', terms: false },
  });
  const termsAccepted = watch('terms');

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await signUpWithEmail({ email, password });
      toast.success('Account created!', { description: 'Check your email for the verification code.' });
      navigate(`${paths.checkEmail}?${new URLSearchParams({ email })}`, { state: { email } });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to create account.'));
    }
  });

  return (
    <AuthCard
      title="Create your account"
      description="Search verified physician contact data in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className={authLinkClass}>
            Log in
          </Link>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} blocked={!termsAccepted} submitLabel="Sign Up" busyLabel="Creating account...">
        <AuthField kind="email" error={errors.email?.message} {...register('email')} />
        <AuthField kind="newPassword" error={errors.password?.message} {...register('password')} />
        <AuthField kind="confirmPassword" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <div>
          <div className="flex items-start gap-2">
            <input
              id="terms"
              type="checkbox"
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'terms-error' : undefined}
              className="mt-0.5 size-4 rounded border-slate-300 accent-blue-600"
              {...register('terms')}
            />
            <label htmlFor="terms" className="text-sm text-slate-700 dark:text-slate-200">
              I accept the{' '}
              <Link to={paths.terms} target="_blank" className="font-medium text-blue-700 underline dark:text-blue-300">
                terms and conditions
              </Link>
            </label>
          </div>
          {errors.terms?.message && (
            <p id="terms-error" className="mt-1 text-sm text-red-600 dark:text-red-400">
              {errors.terms.message}
            </p>
          )}
        </div>
      </AuthForm>
    </AuthCard>
  );
}
