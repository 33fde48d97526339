import { PlaceholderPage } from '../../../components/placeholder-page';

export function ResumeApprovalPage() {
  return (
    <PlaceholderPage title="Resume Submissions">
      Resume submissions by status (pending, approved, rejected), with paging and bulk approve or reject for the pending ones.
    </PlaceholderPage>
  );
}
