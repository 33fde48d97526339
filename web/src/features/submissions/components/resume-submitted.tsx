import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';
import { ResultPanel } from './result-panel';

/** Placeholder for the resume-submission success; the resume issue builds it out. */
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
    </ResultPanel>
  );
}
