import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast/toast';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/text-field';
import type { ContactField } from './contact-freshness';
import { postContactReport, REPORT_NOTE_MAX, type ReportReason, reasonsFor } from './report-contact';

type Props = {
  physicianId: string;
  field: ContactField;
  /** "email" or "phone number", for the title. */
  noun: string;
  open: boolean;
  onClose: () => void;
};

/** Report a revealed contact as bad: the reasons that fit the field and an optional one-line note (the server checks both again). */
export function ReportContactDialog({ physicianId, field, noun, open, onClose }: Props) {
  const reasons = reasonsFor(field);
  const [reason, setReason] = useState<ReportReason>(reasons[0]!.value);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      await postContactReport(physicianId, { field, reason, ...(note.trim() ? { note: note.trim() } : {}) });
      toast.success('Report sent', { description: 'Thank you. An admin will check this contact.' });
      onClose();
    } catch (e) {
      const details = e instanceof ApiError ? e.details : undefined;
      setError(details?.note?.[0]);
      if (!details?.note) toast.error('Report not sent', { description: e instanceof ApiError ? e.message : 'Please try again later' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={`Report this ${noun}`} description="Tell us what is wrong; one report per contact, a new one replaces yours.">
      <form onSubmit={(e) => void submit(e)} className="space-y-4">
        <fieldset>
          <legend className="text-sm font-medium">What happened?</legend>
          <div className="mt-2 space-y-2">
            {reasons.map((r) => (
              <label key={r.value} className="flex items-center gap-2 text-sm">
                <input type="radio" name="reason" value={r.value} checked={reason === r.value} onChange={() => setReason(r.value)} className="size-4 accent-blue-600" />
                {r.label}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label="Note (optional)"
          value={note}
          maxLength={REPORT_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          error={error}
          hint={`${note.length}/${REPORT_NOTE_MAX}`}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending} aria-busy={sending}>
            {sending ? 'Sending...' : 'Send report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
