import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { useRemovalRequest } from '../hooks/use-removal-request';

type Props = Pick<ReturnType<typeof useRemovalRequest>, 'form' | 'onSubmit'>;

/** The email whose profile should be removed (spec public §5). */
export function RemovalRequestForm({ form, onSubmit }: Props) {
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Request removal" className="space-y-4">
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        hint="The email address listed in your profile. We send a confirmation link to it."
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Request Removal'}
      </Button>
    </form>
  );
}
