import { Users } from 'lucide-react';
import type { ListSummary } from '../api/lists-api';
import { useInTeam } from '../api/use-in-team';
import { useShareList } from '../api/use-lists';
import { ReasonButton } from './reason-button';

/** "Shared by X" (another member's list) or "Shared with your team", for the index and the page. */
export function SharedBadge({ list }: { list: ListSummary }) {
  if (list.visibility !== 'team') return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-900 dark:text-sky-100">
      <Users aria-hidden="true" className="size-3" />
      {list.sharedBy ? `Shared by ${list.sharedBy}` : 'Shared with your team'}
    </span>
  );
}

/**
 * Share with the team, or make private again (issue 26 item 4). Its state is
 * a pressed button; when it cannot act it says why before the click (no team
 * yet, or another member's list that only its owner and admins may unshare).
 */
export function ShareToggle({ list }: { list: ListSummary }) {
  const inTeam = useInTeam();
  const share = useShareList(list.id);
  const shared = list.visibility === 'team';
  const mine = !list.sharedBy;
  const reason = !mine
    ? list.mayManage
      ? null
      : 'Only the list’s owner and team admins can make it private'
    : !shared && inTeam.data === false
      ? 'Create or join a team in Account to share lists with it'
      : null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <SharedBadge list={list} />
      {(mine || list.mayManage) && (
        <ReasonButton
          variant="secondary"
          size="sm"
          aria-pressed={shared}
          reason={reason ?? (inTeam.isPending && mine && !shared ? 'Checking your team…' : null)}
          disabled={share.isPending}
          onClick={() => share.mutate(shared ? 'private' : 'team')}
        >
          {shared ? 'Make private' : 'Share with team'}
        </ReasonButton>
      )}
      {!mine && !list.mayManage && <span className="text-xs text-slate-600 dark:text-slate-400">{reason}</span>}
    </div>
  );
}
