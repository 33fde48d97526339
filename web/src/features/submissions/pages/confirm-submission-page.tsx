import { SUBMISSION_CONFIRMED_MESSAGE, SUBMISSION_TOKEN_ERROR, submissionConfirmInput } from '@core/schemas/submissions';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { ResultPanel } from '../components/result-panel';
import { useConfirmSubmission } from '../hooks/use-confirm-submission';

const home = (
  <Link to={paths.home} className={buttonClasses({ variant: 'secondary' })}>
    Return to Homepage
  </Link>
);

const messageOf = (error: unknown): string =>
  error instanceof ApiError && error.code !== 'NETWORK' && error.status < 500 ? error.message : 'Could not confirm your submission. Please try again.';

/** /confirm-submission?token=...: the mailed link lands here; nothing is sent until the visitor presses the button. */
export function ConfirmSubmissionPage() {
  const [params] = useSearchParams();
  const parsed = submissionConfirmInput.safeParse({ token: params.get('token') ?? '' });
  const { confirm, status, error } = useConfirmSubmission();

  if (!parsed.success) {
    return (
      <ResultPanel tone="error" title="Confirmation Link Incomplete" actions={home}>
        <p role="alert">{parsed.error.issues[0]?.message ?? SUBMISSION_TOKEN_ERROR}</p>
      </ResultPanel>
    );
  }
  if (status === 'success') {
    return (
      <ResultPanel tone="success" title="Submission Confirmed" actions={home}>
        <p>{SUBMISSION_CONFIRMED_MESSAGE}</p>
      </ResultPanel>
    );
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight">Confirm Your Resume Submission</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        Press the button to confirm that you submitted this resume with your email address. Nothing is published until you confirm and an administrator
        approves it.
      </p>
      {status === 'error' && (
        <p role="alert" className="mt-4 text-red-600 dark:text-red-400">
          {messageOf(error)}
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => confirm(parsed.data.token)} disabled={status === 'pending'}>
          {status === 'pending' ? 'Confirming...' : 'Confirm my submission'}
        </Button>
        {home}
      </div>
    </section>
  );
}
