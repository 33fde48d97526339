import { FileDown, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/errors';
import { downloadProfileExport } from '../api/export-profile';

/** Admins only (spec core §6): the full profile as a file. */
export function ExportProfileButton({ physicianId }: { physicianId: string }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadProfileExport(physicianId);
      toast.success('Export Successful', { description: 'The physician profile has been exported successfully' });
    } catch (error) {
      toast.error('Export Failed', { description: errorMessage(error, 'Failed to export physicians. Please try again.') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="md" onClick={() => void onClick()} disabled={busy} aria-busy={busy}>
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <FileDown aria-hidden="true" className="size-4" />}
      Export Full Profile
    </Button>
  );
}
