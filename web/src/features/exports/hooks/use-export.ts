import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { marksRoot } from '../../../lib/candidate-marks';
import { toast } from '../../../lib/toast/toast';
import { usageKey } from '../../../components/usage/use-usage';
import { createExport, type ExportRequest, startDownload } from '../api/create-export';

/**
 * Exports, downloads and says so; throws on failure so the caller shows
 * 'Export Failed' once (the search page's bulk actions already do).
 */
export const useExport = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: ExportRequest, successMessage?: string) => {
      const result = await createExport(body);
      startDownload(result.url, result.fileName);
      const files = result.files && result.files > 1 ? ` in ${result.files} files (one zip)` : '';
      toast.success('Export Successful', { description: successMessage ?? `Exported ${result.count} physician records${files}` });
      await queryClient.invalidateQueries({ queryKey: ['export-summary'] });
      // The rows just exported count against today's cap.
      await queryClient.invalidateQueries({ queryKey: usageKey });
      // "Exported on" moves for what was just exported.
      await queryClient.invalidateQueries({ queryKey: marksRoot });
      return result;
    },
    [queryClient],
  );
};
