import { normalizeLinkedinUrl, type SubmissionFields, type SubmissionInput } from '@core/schemas/submissions';
import { usStates } from '@core/search/states';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { FormSection } from './form-section';
import { SelectField } from './select-field';

const stateOptions = usStates.map(([code, name]) => ({ value: code, label: name }));

/** Email, phone, location and LinkedIn. */
export function ResumeContactFields() {
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<SubmissionInput, unknown, SubmissionFields>();

  return (
    <FormSection title="Contact Information">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" required error={errors.phone?.message} {...register('phone')} />
        <TextField label="City" autoComplete="address-level2" required error={errors.city?.message} {...register('city')} />
        <SelectField label="State" placeholder="Select a state" options={stateOptions} required error={errors.state?.message} {...register('state')} />
      </div>
      <TextField
        label="LinkedIn URL (optional)"
        type="url"
        inputMode="url"
        placeholder="linkedin.com/in/your-name"
        error={errors.linkedinUrl?.message}
        {...register('linkedinUrl', { onBlur: (event: { target: { value: string } }) => setValue('linkedinUrl', normalizeLinkedinUrl(event.target.value)) })}
      />
    </FormSection>
  );
}
