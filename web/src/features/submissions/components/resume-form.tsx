import { Controller, FormProvider } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useSpecialties } from '../../../lib/use-specialties';
import { useResumeForm } from '../hooks/use-resume-form';
import { EducationInput } from './education-input';
import { FormSection } from './form-section';
import { ResumeContactFields } from './resume-contact-fields';
import { ResumeCvSection } from './resume-cv-section';
import { ResumeIdentityFields } from './resume-identity-fields';
import { ResumePracticeFields } from './resume-practice-fields';
import { SkillsInput } from './skills-input';

/** Every field of spec public §3 and §5 and issue 25 item 5; submit waits for the specialty list, a CV upload and the request. */
export function ResumeForm() {
  const { form, onSubmit, drafts, cvUploading, setCvUploading } = useResumeForm();
  const specialties = useSpecialties();
  const { control, formState } = form;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Submit your resume" className="space-y-10">
        <ResumeIdentityFields />
        <ResumeContactFields />
        <ResumePracticeFields />
        <FormSection title="Education and Skills">
          <Controller
            control={control}
            name="education"
            render={({ field, fieldState }) => <EducationInput entries={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} draft={drafts.education} />}
          />
          <Controller
            control={control}
            name="skills"
            render={({ field, fieldState }) => <SkillsInput skills={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} draft={drafts.skills} />}
          />
        </FormSection>
        <ResumeCvSection onUploadingChange={setCvUploading} />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={formState.isSubmitting || specialties.isPending || cvUploading}>
          {formState.isSubmitting ? 'Submitting...' : cvUploading ? 'Waiting for the CV upload...' : 'Submit Resume'}
        </Button>
      </form>
    </FormProvider>
  );
}
