import type { SubmissionFields, SubmissionInput } from '@core/schemas/submissions';
import { Controller, useFormContext } from 'react-hook-form';
import { CvField } from './cv-field';
import { FormSection } from './form-section';

/** The CV and what becomes of it: every sentence here must stay true of functions/submissions, admin and physicians. */
export function ResumeCvSection({ onUploadingChange }: { onUploadingChange: (uploading: boolean) => void }) {
  const { control } = useFormContext<SubmissionInput, unknown, SubmissionFields>();
  return (
    <FormSection title="CV">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Your CV is kept privately, never in a public place. Our reviewers read it before your profile is published; after that, only recruiters with a
        paid subscription can download it, through the same check as your contact details. If your submission is declined we delete it, and removing
        your information from the directory deletes it with your profile. You can replace or delete it later on Manage My Profile.
      </p>
      <Controller
        control={control}
        name="cvUploadId"
        render={({ field, fieldState }) => <CvField onUploadId={field.onChange} onUploadingChange={onUploadingChange} error={fieldState.error?.message} />}
      />
    </FormSection>
  );
}
