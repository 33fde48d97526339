import { contactMessageInput, type ContactMessageInput } from '@core/schemas/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast/toast';
import { ApiError } from '../../../lib/api';
import { sendContactMessage } from '../api/contact-message';
import { contactToasts } from '../components/contact-constants';

const fields = ['name', 'email', 'subject', 'message'] as const;
const empty: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

/** Spec public §4 contact form: idle, sending, then success resets the form; failures keep what was typed. */
export const useContactForm = () => {
  const form = useForm<ContactMessageInput>({ resolver: zodResolver(contactMessageInput), defaultValues: empty });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendContactMessage(values);
      toast.success(contactToasts.sent.title, { description: contactToasts.sent.description });
      form.reset(empty);
    } catch (error) {
      // The same schema runs on both sides, so server field errors are rare; show them where they belong.
      if (error instanceof ApiError && error.details) {
        for (const field of fields) {
          const message = error.details[field]?.[0];
          if (message) form.setError(field, { message });
        }
      }
      const rateLimited = error instanceof ApiError && error.code === 'RATE_LIMITED';
      toast.error(contactToasts.failed.title, { description: rateLimited ? contactToasts.rateLimited : contactToasts.failed.description });
    }
  });

  return { form, onSubmit };
};
