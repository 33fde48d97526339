import { Download } from 'lucide-react';
import { useState } from 'react';
import { useAccess } from '../../../components/access/use-access';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import type { ExportTarget } from '../api/create-export';
import { ExportDialog } from './export-dialog';
import { lockedReason } from './export-list-button';
import { formatCount } from '../../../lib/format-count';

/** 'Export selected (n)' on a list page: the ticked members, or the view minus those unticked, through the one export dialog. */
export function ExportSelectionButton({ target, count }: { target: ExportTarget; count: number }) {
  const access = useAccess();
  const [open, setOpen] = useState(false);
  const reason = lockedReason(access);
  const label = (
    <>
      <Download aria-hidden="true" className="size-4" />
      Export selected ({formatCount(count)})
    </>
  );
  if (reason) {
    return (
      <Tooltip content={reason}>
        {(trigger) => (
          <Button {...trigger} variant="secondary" size="sm" aria-disabled="true" className="cursor-not-allowed opacity-50" onClick={(e) => e.preventDefault()}>
            {label}
          </Button>
        )}
      </Tooltip>
    );
  }
  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <ExportDialog open onClose={() => setOpen(false)} count={count} target={target} title="Export selected physicians" />}
    </>
  );
}
