import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';
import { ResultPanel } from './result-panel';

/** What /success shows after the resume form (router state from use-resume-form): the submission waits for the mailed confirmation, then review. */
export function ResumeSubmitted() {
  return (
    <ResultPanel
      tone="success"
      title="Resume Submitted!"
      actions={
        <Link to={paths.home} className={buttonClasses()}>
          Return to Homepage
        </Link>
      }
    >
      <p>Your profile submission is being reviewed. This may take a few days, and we will notify you once it is approved.</p>
      <p>
        We&apos;ve sent a link to your email address: please open it and confirm your submission before it is reviewed. The link works once, for 24
        hours; check your spam folder if you do not see it.
      </p>
    </ResultPanel>
  );
}
