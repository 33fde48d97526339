import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { ListSummary } from '../api/lists-api';

type Props = { list: ListSummary | null; deleting: boolean; onCancel: () => void; onConfirm: (list: ListSummary) => void };

/** The confirmation before a list is deleted (spec core §2 My Lists, table). */
export function DeleteListDialog({ list, deleting, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={list !== null}
      onClose={onCancel}
      role="alertdialog"
      title="Are you sure?"
      description={
        <>
          This action cannot be undone. This will permanently delete the list <strong>{list?.name}</strong> and all its physicians.
        </>
      }
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" disabled={deleting} onClick={() => list && onConfirm(list)}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
