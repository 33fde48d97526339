import { ResumeForm } from '../components/resume-form';

/** Spec public §2 Submit Your Resume: physicians propose their own profile; an administrator reviews it. */
export function SubmitResumePage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Submit Your Resume</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
        Are you a physician? Add your profile to our directory so healthcare recruiters can reach you. Every submission is reviewed before it is
        published.
      </p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <ResumeForm />
      </div>
    </section>
  );
}
