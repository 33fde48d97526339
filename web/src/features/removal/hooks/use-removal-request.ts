import { removalRequestInput, type RemovalRequestInput } from '@core/schemas/removal';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast/toast';
import { ApiError } from '../../../lib/api';
import { requestRemoval } from '../api/removal-requests';

/** The email form of /remove-info; `sent` is the server's receipt text once the request went through. */
export const useRemovalRequest = () => {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<RemovalRequestInput>({ resolver: zodResolver(removalRequestInput), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const receipt = await requestRemoval(values);
      setSent(receipt.message);
    } catch (error) {
      const message = error instanceof ApiError ? error.details?.email?.[0] : undefined;
      if (message) form.setError('email', { message });
      toast.error('Request failed', { description: 'There was a problem submitting your request. Please try again later.' });
    }
  });

  const again = () => {
    form.reset({ email: '' });
    setSent(null);
  };

  return { form, onSubmit, sent, again };
};
