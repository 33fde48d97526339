import type { Me } from '@core/schemas/me';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Lock, LogOut } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast/toast';
import { DemoTooltip, demoRestrictionMessages } from '../../../components/demo/demo-tooltip';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { meQueryKey } from '../../../lib/auth/use-me';
import { useSignOut } from '../../../lib/auth/use-sign-out';
import { errorMessage } from '../../../lib/errors';
import { profileForm, type ProfileFormValues, updateProfile } from '../api/update-profile';

const valuesOf = (me: Me): ProfileFormValues => ({ name: me.profile.name ?? '', bio: me.profile.bio ?? '' });

/** Name and bio, saved to the account (PATCH /api/me/profile); the sign-in email is shown, not edited. */
export function ProfilePanel({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const demo = me.isDemo;
  const lockedId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileFormValues>({ resolver: zodResolver(profileForm), defaultValues: valuesOf(me) });

  const onSubmit = handleSubmit(async (values) => {
    if (demo) return;
    try {
      const updated = await updateProfile(profileForm.parse(values));
      queryClient.setQueryData(meQueryKey(me.id), updated);
      reset(valuesOf(updated));
      toast.success('Profile updated');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION' && error.details) {
        for (const field of ['name', 'bio'] as const) {
          const message = error.details[field]?.[0];
          if (message) setError(field, { message });
        }
      }
      const description =
        error instanceof ApiError && error.code === 'DEMO_RESTRICTED'
          ? demoRestrictionMessages.profile
          : errorMessage(error, 'Could not save your profile. Please try again.');
      toast.error('Profile not saved', { description });
    }
  });

  const field = (name: 'name' | 'bio', trigger: { 'aria-describedby'?: string }) => ({ ...register(name), readOnly: demo, ...trigger });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-xl space-y-5" aria-label="Profile">
      {demo ? (
        <DemoTooltip variant="profile" className="block">
          {(tip) => <TextField label="Name" autoComplete="name" className="w-full" {...field('name', tip)} />}
        </DemoTooltip>
      ) : (
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...field('name', {})} />
      )}
      <TextField label="Email" type="email" value={me.email} readOnly hint="The email you sign in with. It cannot be changed here." />
      {demo ? (
        <DemoTooltip variant="profile" className="block">
          {(tip) => <TextArea label="Bio" className="w-full" {...field('bio', tip)} />}
        </DemoTooltip>
      ) : (
        <TextArea label="Bio" placeholder="A few words about you and the roles you recruit for." error={errors.bio?.message} {...field('bio', {})} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        {demo ? (
          // Said before any click, on screen and as the button's description, as the locked reveal buttons do (issue 24 item 6).
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" aria-disabled="true" aria-describedby={lockedId} className="cursor-not-allowed opacity-50">
              <Lock aria-hidden="true" className="size-4" />
              Save Changes
            </Button>
            <p id={lockedId} className="text-sm text-slate-600 dark:text-slate-300">
              {demoRestrictionMessages.profile}
            </p>
          </div>
        ) : (
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          Log out
        </Button>
      </div>
    </form>
  );
}
