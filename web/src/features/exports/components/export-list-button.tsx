import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast/toast';
import { useAccess } from '../../../components/access/use-access';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/errors';
import { useExport } from '../hooks/use-export';

/** 'Export this list': the premium export of a whole list (spec core §6), with the search page's refusals. */
export function ExportListButton({ listId, count }: { listId: string; count: number }) {
  const access = useAccess();
  const run = useExport();
  const [exporting, setExporting] = useState(false);

  const onClick = async () => {
    if (!access.signedIn) return toast.error('Authentication Required', { description: 'Please log in to export physicians' });
    if (access.isDemo || access.capabilities?.canExport === false)
      return toast.error('Restricted in Demo', { description: 'Exporting data is disabled in demo mode.' });
    if (!access.passes('premium')) return toast.error('Subscription Required', { description: 'Exporting physicians requires the Annual plan.' });
    setExporting(true);
    try {
      await run({ listId });
    } catch (error) {
      toast.error('Export Failed', { description: errorMessage(error, 'Failed to export physicians. Please try again.') });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="secondary" size="sm" disabled={exporting || count === 0} onClick={() => void onClick()}>
      <Download aria-hidden="true" className="size-4" />
      {exporting ? 'Exporting...' : 'Export this list'}
    </Button>
  );
}
