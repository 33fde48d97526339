import { Controller, FormProvider } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useSpecialties } from '../../../lib/use-specialties';
import { useResumeForm } from '../hooks/use-resume-form';
import { EducationInput } from './education-input';
import { FormSection } from './form-section';
import { ResumeContactFields } from './resume-contact-fields';
import { ResumeIdentityFields } from './resume-identity-fields';
import { SkillsInput } from './skills-input';

/** Every field of spec public §3 and §5; submit waits for the specialty list and for the request. */
export function ResumeForm() {
  const { form, onSubmit, drafts } = useResumeForm();
  const specialties = useSpecialties();
  const { control, formState } = form;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Submit your resume" className="space-y-10">
        <ResumeIdentityFields />
        <ResumeContactFields />
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
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={formState.isSubmitting || specialties.isPending}>
          {formState.isSubmitting ? 'Submitting...' : 'Submit Resume'}
        </Button>
      </form>
    </FormProvider>
  );
}
