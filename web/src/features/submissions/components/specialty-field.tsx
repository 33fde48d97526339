import { OTHER_SPECIALTY, type SubmissionFields, type SubmissionInput } from '@core/schemas/submissions';
import { displaySpecialty } from '@core/search/specialties';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { toast } from '../../../lib/toast/toast';
import { TextField } from '../../../components/ui/text-field';
import { useSpecialties } from '../../../lib/use-specialties';
import { SelectField } from './select-field';

const isOther = (specialty: string) => specialty.trim().toLowerCase() === OTHER_SPECIALTY.toLowerCase();

/** The directory's specialties plus "Other", which asks for the specialty as text (spec public §3, §8). */
export function SpecialtyField() {
  const specialties = useSpecialties();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<SubmissionInput, unknown, SubmissionFields>();

  useEffect(() => {
    // A fixed id: StrictMode's second effect run must not stack a second toast.
    if (specialties.isError) toast.error('Failed to load specialties', { id: 'specialties-failed' });
  }, [specialties.isError]);

  const options = [
    ...(specialties.data ?? []).filter(({ specialty }) => !isOther(specialty)).map(({ specialty }) => ({ value: specialty, label: displaySpecialty(specialty) })),
    { value: OTHER_SPECIALTY, label: OTHER_SPECIALTY },
  ];

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Specialty"
        placeholder={specialties.isPending ? 'Loading specialties...' : 'Select a specialty'}
        options={options}
        required
        error={errors.specialty?.message}
        {...register('specialty')}
      />
      {watch('specialty') === OTHER_SPECIALTY && (
        <TextField label="Other Specialty" placeholder="Your specialty" error={errors.otherSpecialty?.message} {...register('otherSpecialty')} />
      )}
    </div>
  );
}
