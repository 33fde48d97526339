import { FileText, Loader2, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { cvLink } from '@core/schemas/cv';
import { useAccess, type Access } from '../../../components/access/use-access';
import { useRefreshUsage } from '../../../components/usage/use-usage';
import { ApiError, api } from '../../../lib/api';
import { useSubscription } from '../../../lib/subscription/subscription-context';
import { toast } from '../../../lib/toast/toast';
import { buttonClasses } from '../../../components/ui/button-classes';

/** Why the viewer cannot download, said before the click, as View Email does (the server refuses alike: physicians/cv-link.ts). */
export const cvLockedReason = (access: Access): string | null => {
  if (!access.ready) return null;
  if (!access.signedIn) return 'Log in to download CVs';
  if (access.isDemo || access.capabilities?.canViewContactInfo === false) return 'Downloading CVs is disabled in demo mode';
  if (!access.passes('basic')) return 'Subscribe to download CVs';
  return null;
};

const failed = (error: unknown) => {
  if (error instanceof ApiError && error.status === 429) return toast.error('Daily Limit Reached', { description: error.message });
  toast.error('The CV could not be downloaded', { description: error instanceof ApiError ? error.message : 'Please try again later' });
};

/**
 * "Download CV" on a profile with a CV on file (issue 25 item 5). Each
 * download is a contact reveal on the server (counted against today's reveals
 * and logged), which the button's description says before the click.
 */
export function CvDownloadButton({ physicianId }: { physicianId: string }) {
  const access = useAccess();
  const subscription = useSubscription();
  const refreshUsage = useRefreshUsage();
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const locked = subscription.loading ? null : cvLockedReason(access);
  const inert = busy || locked !== null || !access.ready || subscription.loading;

  const download = async () => {
    setBusy(true);
    try {
      const link = await api.post(`/api/physicians/${encodeURIComponent(physicianId)}/cv`, cvLink);
      refreshUsage();
      // A signed GET of minutes that answers as an attachment: the page stays where it is.
      window.location.assign(link.url);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="inline-flex max-w-full flex-col items-start gap-1">
      <button
        type="button"
        onClick={inert ? undefined : () => void download()}
        aria-disabled={inert || undefined}
        aria-busy={busy || undefined}
        aria-describedby={noteId}
        title={locked ?? undefined}
        className={buttonClasses({ variant: 'secondary', size: 'md', className: inert ? 'cursor-not-allowed opacity-60' : '' })}
      >
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : locked ? <Lock aria-hidden="true" className="size-4" /> : <FileText aria-hidden="true" className="size-4" />}
        Download CV
      </button>
      <span id={noteId} className="text-xs text-slate-600 dark:text-slate-400">
        {locked ? `CV on file. ${locked}.` : 'CV on file. Each download counts as one contact reveal.'}
      </span>
    </span>
  );
}
