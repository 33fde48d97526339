import type { Submission } from '@core/schemas/submissions';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { startDownload } from '../../../lib/start-download';
import { toast } from '../../../lib/toast/toast';
import { adminApi } from '../api/admin-api';

/** Issue 25 item 5: the submission's CV, through a signed link asked for on the click (it works for minutes only). */
export function CvDownloadButton({ submission, name }: { submission: Submission; name: string }) {
  const [busy, setBusy] = useState(false);
  if (!submission.cv) return <span className="text-slate-600 dark:text-slate-400">No CV</span>;
  const download = async () => {
    setBusy(true);
    try {
      const link = await adminApi.submissionCv(submission.id);
      startDownload(link.url, link.fileName);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 404 ? 'This CV is no longer on file.' : 'The CV could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" aria-label={`Download CV of ${name}`} disabled={busy} onClick={() => void download()}>
      {busy ? 'Preparing...' : 'Download CV'}
    </Button>
  );
}
