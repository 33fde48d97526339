import { useState } from 'react';
import { toast } from '../../../lib/toast/toast';
import type { Access } from '../../../components/access/use-access';
import { errorMessage } from '../../../lib/errors';

export type BulkHandler = (physicianIds: string[]) => void | Promise<void>;

const demoRestricted = (what: string) => toast.error('Restricted in Demo', { description: `${what} is disabled in demo mode.` });
const noneSelected = (what: string) => toast.error('No physicians selected', { description: `Please select at least one physician to ${what}.` });

/**
 * Add to List (createLists + basic) and Export (export + basic: Monthly
 * exports what it selects, Select All stays Annual) with their
 * refusals (spec core §2, §5, §6, §8). What happens once allowed is the
 * caller's: the lists and exports features pass the handlers.
 */
export const useBulkActions = (access: Access, handlers: { onAddToList?: BulkHandler; onExport?: BulkHandler }) => {
  const [exporting, setExporting] = useState(false);

  const addToList = (ids: readonly string[]) => {
    if (!handlers.onAddToList) return;
    if (!access.signedIn) return toast.error('Authentication required', { description: 'You need to be logged in to create or update lists.' });
    if (ids.length === 0) return noneSelected('add to the list');
    if (access.isDemo || access.capabilities?.canCreateLists === false) return demoRestricted('Creating and updating lists');
    if (!access.passes('basic')) return toast.error('Subscription Required', { description: 'Adding physicians to lists requires a subscription.' });
    void handlers.onAddToList([...ids]);
  };

  const exportSelected = async (ids: readonly string[]) => {
    if (!handlers.onExport) return;
    if (!access.signedIn) return toast.error('Authentication Required', { description: 'Please log in to export physicians' });
    if (ids.length === 0) return noneSelected('export');
    if (access.isDemo || access.capabilities?.canExport === false) return demoRestricted('Exporting data');
    if (!access.passes('basic')) return toast.error('Subscription Required', { description: 'Exporting physicians requires a subscription.' });
    setExporting(true);
    try {
      await handlers.onExport([...ids]);
    } catch (error) {
      toast.error('Export Failed', { description: errorMessage(error, 'Failed to export physicians. Please try again.') });
    } finally {
      setExporting(false);
    }
  };

  return { addToList: handlers.onAddToList ? addToList : undefined, exportSelected: handlers.onExport ? exportSelected : undefined, exporting };
};
