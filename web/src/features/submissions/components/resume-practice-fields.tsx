import { GRADUATION_YEAR_MIN } from '@core/schemas/physician-constants';
import { FACT_LIST_MAX, type SubmissionFields, type SubmissionInput } from '@core/schemas/submissions';
import { usStatesByName } from '@core/search/states';
import { Controller, useFormContext } from 'react-hook-form';
import { SelectTags } from '../../../components/ui/select-tags';
import { TagInput } from '../../../components/ui/tag-input';
import { TextField } from '../../../components/ui/text-field';
import { firstError } from '../utils/first-error';
import { FormSection } from './form-section';

/** As the search's License State filter lists them: alphabetical by name, the code as the value. */
const stateOptions = usStatesByName.map(([value, label]) => ({ value, label: `${label} (${value})` }));

/** A blank year is none; anything else goes to the schema as a number, so "19x0" is refused with its message. */
const yearValue = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

/** Issue 25 item 5: NPI, ZIP, license states, board certifications, languages and graduation year, all optional. */
export function ResumePracticeFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SubmissionInput, unknown, SubmissionFields>();

  return (
    <FormSection title="Practice Details (optional)">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        With your NPI we add this to the directory profile the national registry already gives you, instead of making a second one.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="NPI" inputMode="numeric" maxLength={10} placeholder="10 digits" error={errors.npi?.message} {...register('npi')} />
        <TextField label="ZIP Code" inputMode="numeric" autoComplete="postal-code" maxLength={5} placeholder="5 digits" error={errors.zip?.message} {...register('zip')} />
        <TextField
          label="Graduation Year"
          type="number"
          inputMode="numeric"
          min={GRADUATION_YEAR_MIN}
          max={new Date().getFullYear()}
          error={errors.graduationYear?.message}
          {...register('graduationYear', { setValueAs: yearValue })}
        />
      </div>
      <Controller
        control={control}
        name="licenseStates"
        render={({ field, fieldState }) => (
          <SelectTags
            label="Medical Licenses"
            showLabel
            options={stateOptions}
            selected={field.value ?? []}
            max={FACT_LIST_MAX}
            placeholder="Add a state you are licensed in"
            error={firstError(fieldState.error)}
            onToggle={(value, on) => field.onChange(on ? [...(field.value ?? []), value] : (field.value ?? []).filter((v) => v !== value))}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="boardCertifications"
          render={({ field, fieldState }) => (
            <TagInput label="Board Certifications" tags={field.value ?? []} max={FACT_LIST_MAX} separator={/,/} addOnBlur placeholder="e.g. Internal Medicine" error={firstError(fieldState.error)} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="languages"
          render={({ field, fieldState }) => (
            <TagInput label="Languages" tags={field.value ?? []} max={FACT_LIST_MAX} separator={/,/} addOnBlur placeholder="e.g. Spanish" error={firstError(fieldState.error)} onChange={field.onChange} />
          )}
        />
      </div>
    </FormSection>
  );
}
