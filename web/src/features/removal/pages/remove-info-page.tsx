import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { RemovalCard } from '../components/removal-card';
import { RemovalRequestForm } from '../components/removal-request-form';
import { VerificationSent } from '../components/verification-sent';
import { useRemovalRequest } from '../hooks/use-removal-request';

/** Spec public §2 Remove My Information: the request step; removal happens only from the emailed link. */
export function RemoveInfoPage() {
  const { form, onSubmit, sent, again } = useRemovalRequest();

  return (
    <RemovalCard
      title="Remove My Information"
      intro="Enter your email address and we will send you a link to confirm that your profile should be removed from our directory."
    >
      {sent === null ? <RemovalRequestForm form={form} onSubmit={onSubmit} /> : <VerificationSent message={sent} onAgain={again} />}
      <p className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
        Learn how we handle your data in our{' '}
        <Link to={paths.privacy} className="font-medium text-blue-700 underline dark:text-blue-300">
          Privacy Policy
        </Link>
        .
      </p>
    </RemovalCard>
  );
}
