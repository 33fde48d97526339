import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/toast/toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/errors';
import { defaultAfterLogin, paths } from '../../../lib/paths';
import { rememberedPath, safeInternalPath } from '../../../lib/safe-redirect';
import { signInSchema, signInWithEmail, type SignInValues } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { AuthField, AuthForm, authLinkClass as linkClass } from '../components/auth-form';
import { emailFromState } from '../components/router-state';

export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // return_to wins (pricing sends it), then the page a protected route bounced from, then the directory.
  const destination = safeInternalPath(searchParams.get('return_to')) ?? rememberedPath(location.state) ?? defaultAfterLogin;

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: emailFromState(location.state) ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const result = await signInWithEmail({ email, password });
      if (result === 'confirmSignUp') {
        toast.info('Please verify your email', { description: 'Enter the code we sent to finish creating your account.' });
        navigate(`${paths.checkEmail}?${new URLSearchParams({ email })}`, { state: { email } });
        return;
      }
      // The session must be in context before a protected destination checks it.
      await auth.refresh();
      toast.success('Success!', { description: 'You are now logged in.' });
      navigate(destination, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to log in. Please check your credentials.'));
    }
  });

  if (auth.status === 'signedIn' && !isSubmitting) return <Navigate to={destination} replace />;

  return (
    <AuthCard
      title="Log in"
      description="Welcome back. Log in to search the physician directory."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.signup} className={linkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Log In" busyLabel="Logging in...">
        <AuthField kind="email" error={errors.email?.message} {...register('email')} />
        <AuthField kind="password" error={errors.password?.message} {...register('password')} />
        <div className="text-right text-sm">
          <Link to={paths.forgotPassword} className={linkClass}>
            Forgot your password?
          </Link>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
