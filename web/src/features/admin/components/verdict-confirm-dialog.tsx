import { type AdminContactReportRow, contactFieldLabels } from '@core/schemas/contact-reports';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export type PendingVerdict = { row: AdminContactReportRow; status: 'invalid' | 'verified' };

type Props = { pending: PendingVerdict | null; saving: boolean; onCancel: () => void; onConfirm: (v: PendingVerdict) => void };

/** A verdict changes what every recruiter can reveal and export: it is confirmed, saying exactly what it will do. */
export function VerdictConfirmDialog({ pending, saving, onCancel, onConfirm }: Props) {
  const field = pending ? contactFieldLabels[pending.row.field].toLowerCase() : '';
  const name = pending?.row.physicianName ?? 'this physician';
  const invalid = pending?.status === 'invalid';
  return (
    <Dialog
      open={pending !== null}
      onClose={onCancel}
      role="alertdialog"
      title={invalid ? `Mark the ${field} invalid?` : `Mark the ${field} re-verified?`}
      description={
        invalid
          ? `The ${field} of ${name} will be hidden from every reveal and export until it is re-verified. The field's open reports close; the verdict is kept in the history.`
          : `The ${field} of ${name} will be dated verified today and shown again if it was invalid. The field's open reports close; the verdict is kept in the history.`
      }
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant={invalid ? 'danger' : 'primary'} disabled={saving} onClick={() => pending && onConfirm(pending)}>
          {invalid ? 'Mark invalid' : 'Mark re-verified'}
        </Button>
      </div>
    </Dialog>
  );
}
