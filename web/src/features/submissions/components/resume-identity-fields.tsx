import type { SubmissionFields, SubmissionInput } from '@core/schemas/submissions';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { FormSection } from './form-section';
import { SpecialtyField } from './specialty-field';

/** Name, title, company and specialty. */
export function ResumeIdentityFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SubmissionInput, unknown, SubmissionFields>();

  return (
    <FormSection title="Personal Information">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="First Name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Middle Name (optional)" autoComplete="additional-name" error={errors.middleName?.message} {...register('middleName')} />
        <TextField label="Last Name" autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Physician Title" placeholder="e.g. Attending Physician" required error={errors.title?.message} {...register('title')} />
        <TextField label="Company Name" autoComplete="organization" required error={errors.companyName?.message} {...register('companyName')} />
      </div>
      <SpecialtyField />
    </FormSection>
  );
}
