import { submissionInput, type SubmissionFields, type SubmissionInput } from '@core/schemas/submissions';
import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast/toast';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { submitResume } from '../api/submit-resume';
import type { DraftHandle } from '../components/draft-handle';
import { resumeSubmittedState } from '../components/success-state';

export type ResumeForm = UseFormReturn<SubmissionInput, unknown, SubmissionFields>;

const empty: SubmissionInput = {
  firstName: '',
  middleName: '',
  lastName: '',
  title: '',
  companyName: '',
  specialty: '',
  otherSpecialty: '',
  email: '',
  phone: '',
  city: '',
  state: '',
  linkedinUrl: '',
  education: [],
  skills: [],
  npi: '',
  zip: '',
  licenseStates: [],
  boardCertifications: [],
  languages: [],
};

const isField = (key: string): key is keyof SubmissionInput => Object.hasOwn(submissionInput.shape, key);

/** Server field errors ("education.0.degree" included) shown on the matching field. */
const showServerErrors = (form: ResumeForm, error: unknown) => {
  if (!(error instanceof ApiError) || !error.details) return;
  for (const [key, messages] of Object.entries(error.details)) {
    const field = key.split('.')[0] ?? '';
    if (isField(field) && messages[0]) form.setError(field, { message: messages[0] });
  }
};

/** Spec public §3, §5, §8: validates with the shared schema, then sends and goes to /success. */
export const useResumeForm = () => {
  const navigate = useNavigate();
  const form: ResumeForm = useForm<SubmissionInput, unknown, SubmissionFields>({ resolver: zodResolver(submissionInput), defaultValues: empty });

  const drafts = { education: useRef<DraftHandle>(null), skills: useRef<DraftHandle>(null) };

  // Set by the CV field: the form is not sent while its file is still on the way.
  const [cvUploading, setCvUploading] = useState(false);

  const send = form.handleSubmit(async (values) => {
    // The schema already prefixed the LinkedIn URL; show the visitor what is sent.
    form.setValue('linkedinUrl', values.linkedinUrl ?? '');
    try {
      await submitResume(values);
      toast.success('Resume submitted successfully!');
      navigate(paths.success, { state: resumeSubmittedState });
    } catch (error) {
      showServerErrors(form, error);
      toast.error('Submission failed. Please try again later.');
    }
  });

  /** Education or a skill typed without pressing Add is taken along, or stops the submit with a message. */
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    if (cvUploading) return event?.preventDefault();
    // Every draft settles (each shows its own message), before the values are read.
    const settled = [drafts.education, drafts.skills].map((d) => d.current?.settle() ?? true);
    if (settled.every(Boolean)) return send(event);
    event?.preventDefault();
    await form.trigger();
  };

  return { form, onSubmit, drafts, cvUploading, setCvUploading };
};
