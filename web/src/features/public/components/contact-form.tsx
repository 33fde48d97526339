import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useContactForm } from '../hooks/use-contact-form';

/** Name, email, subject and message (spec public §2 Contact Us, §5). */
export function ContactForm() {
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    onSubmit,
  } = useContactForm();

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading" className="space-y-4">
      <h2 id="contact-form-heading" className="text-xl font-semibold">
        Send us a message
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      </div>
      <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
      <TextArea label="Message" rows={6} required error={errors.message?.message} {...register('message')} />
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
        <Send aria-hidden="true" className="size-4" />
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
