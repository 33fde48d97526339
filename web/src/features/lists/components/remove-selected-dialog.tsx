import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatCount } from '../../../lib/format-count';

type Props = { open: boolean; listName: string; count: number; busy: boolean; onClose: () => void; onConfirm: () => void };

/** The confirmation before the selected physicians leave the list (a bulk removal has no Undo; one row's removal does). */
export function RemoveSelectedDialog({ open, listName, count, busy, onClose, onConfirm }: Props) {
  const n = `${formatCount(count)} physician${count === 1 ? '' : 's'}`;
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" title="Remove from list?" description={`${n} will be removed from ${listName}, with their status and note.`}>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          Remove {n}
        </Button>
      </div>
    </Dialog>
  );
}
