import type { ListSort, MemberStatus } from '@core/schemas/list-pipeline';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { type Access, useAccess } from '../../../components/access/use-access';
import { demoRestrictionMessages } from '../../../components/demo/demo-tooltip';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { ExportDialog } from './export-dialog';

type Props = {
  listId: string;
  /** Members in the view shown: the whole list, or the status it is filtered by. */
  count: number;
  /** The list page's status filter and sort, sent along so the file holds exactly the rows the page shows. */
  status?: MemberStatus | null;
  sort?: ListSort;
};

/**
 * Why this viewer may not export, said before the click: the server's rule
 * (functions/exports/create-export.ts: either paid plan, admin; never demo).
 */
export const lockedReason = (access: Access): string | undefined => {
  if (!access.ready) return undefined;
  if (!access.signedIn) return 'Log in and subscribe to export physicians';
  if (access.isDemo || access.capabilities?.canExport === false) return demoRestrictionMessages.default;
  return access.passes('basic') ? undefined : 'Subscribe to a paid plan to export physicians';
};

/** 'Export this list': the list as its page shows it (spec core §6), for either paid plan, through the export dialog (format, columns). */
export function ExportListButton({ listId, count, status = null, sort = 'added' }: Props) {
  const access = useAccess();
  const [open, setOpen] = useState(false);
  const reason = lockedReason(access);

  const label = (
    <>
      <Download aria-hidden="true" className="size-4" />
      {status ? `Export filtered list (${count})` : 'Export this list'}
    </>
  );
  if (reason) {
    // Focusable (aria-disabled, not disabled), so keyboard and screen-reader users reach the reason.
    return (
      <Tooltip content={reason}>
        {(trigger) => (
          <Button {...trigger} variant="secondary" size="sm" aria-disabled="true" className="cursor-not-allowed opacity-50" onClick={(event) => event.preventDefault()}>
            {label}
          </Button>
        )}
      </Tooltip>
    );
  }
  return (
    <>
      <Button variant="secondary" size="sm" disabled={count === 0} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <ExportDialog
          open
          onClose={() => setOpen(false)}
          count={count}
          target={{ listId, ...(status ? { status: [status] } : {}), ...(sort !== 'added' ? { sort } : {}) }}
        />
      )}
    </>
  );
}
