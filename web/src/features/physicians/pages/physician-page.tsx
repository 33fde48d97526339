import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from '../../../lib/toast/toast';
import { useAccess } from '../../../components/access/use-access';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { CandidateMarks } from '../../../components/marks/candidate-marks';
import { ApiError } from '../../../lib/api';
import { useCandidateMarks } from '../../../lib/candidate-marks';
import { errorMessage } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { historyIndex, restoreScrollState, returnToOf } from '../../../lib/return-to';
import { usePhysician } from '../api/get-physician';
import { PhysicianNotFound } from '../components/physician-not-found';
import { ProfessionalDetails } from '../components/professional-details';
import { ProfileHeader } from '../components/profile-header';
import { SkillsSection } from '../components/skills-section';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Spec core §2 Physician profile, at /physician/{id} and /physicians/{id}.
 * `onExportProfile` is the app's export dialog, offered to admins;
 * `listAction` the lists feature's Add to List for this physician.
 */
export function PhysicianPage({ onExportProfile, listAction }: { onExportProfile?: (id: string) => void; listAction?: (physician: { id: string; fullName: string }) => ReactNode }) {
  const { id = '' } = useParams();
  const { pathname, state, key } = useLocation();
  const navigate = useNavigate();
  const access = useAccess();
  const physician = usePhysician(id);
  // After the profile, never before it: where this candidate stands for the signed-in user.
  const marks = useCandidateMarks(physician.data ? [physician.data.id] : []);

  useEffect(() => {
    if (physician.error && !isNotFound(physician.error))
      toast.error('Error', { description: errorMessage(physician.error, 'Failed to load physician data') });
  }, [physician.error]);

  const goBack = () => {
    const from = returnToOf(state);
    const idx = historyIndex();
    // The entry before this one is the search it was opened from: going back keeps its filters, page and scroll.
    if (from && from.idx !== null && idx === from.idx + 1) return navigate(-1);
    if (from) return navigate(`${from.pathname}${from.search}`, { state: restoreScrollState(from.key) });
    // Spec: /physicians/... goes back to the search; /physician/... goes back in history (when there is one:
    // the router's first entry has the key 'default').
    return pathname.includes('/physicians/') || key === 'default' ? navigate(paths.search) : navigate(-1);
  };

  if (physician.isPending) return <PageSpinner />;
  if (isNotFound(physician.error)) return <PhysicianNotFound />;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <Button variant="ghost" size="sm" onClick={() => void goBack()}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Button>
      {physician.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950">
          <p className="text-red-700 dark:text-red-300">{errorMessage(physician.error, 'Failed to load physician data')}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void physician.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          <ProfileHeader physician={physician.data} listAction={listAction?.(physician.data)} onExport={access.isAdmin && onExportProfile ? () => onExportProfile(physician.data.id) : undefined} />
          <CandidateMarks mark={marks?.get(physician.data.id)} className="rounded-lg border border-slate-200 px-4 py-3 text-sm dark:border-slate-800" />
          <ProfessionalDetails physician={physician.data} />
          <SkillsSection physician={physician.data} />
        </>
      )}
    </div>
  );
}
