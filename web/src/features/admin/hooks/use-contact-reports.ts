import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactStatusRequest } from '@core/schemas/contact-reports';
import { useState } from 'react';
import { toast } from '../../../lib/toast/toast';
import { ApiError } from '../../../lib/api';
import { adminApi, adminKeys } from '../api/admin-api';

/** One page of open reports at a time; the cursors behind us are kept so Previous goes back exactly. */
export const useContactReports = () => {
  const [trail, setTrail] = useState<Array<string | null>>([null]);
  const cursor = trail[trail.length - 1] ?? null;
  const query = useQuery({
    queryKey: adminKeys.contactReportPage(cursor),
    queryFn: ({ signal }) => adminApi.contactReports(cursor, signal),
    placeholderData: keepPreviousData,
  });
  const next = query.data?.nextCursor ?? null;
  return {
    query,
    page: trail.length,
    hasPrevious: trail.length > 1,
    hasNext: next !== null,
    previous: () => setTrail((t) => (t.length > 1 ? t.slice(0, -1) : t)),
    next: () => next && setTrail((t) => [...t, next]),
  };
};

/** An admin's verdict on one field; the list is read again, since the field's reports close. */
export const useContactVerdict = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ physicianId, ...body }: ContactStatusRequest & { physicianId: string }) => adminApi.contactStatus(physicianId, body),
    onSuccess: (r) => {
      toast.success(r.status === 'invalid' ? 'Marked invalid' : 'Marked re-verified', {
        description: `${r.closedReports} ${r.closedReports === 1 ? 'report' : 'reports'} closed`,
      });
      // The reports and every physician's history (both live under this key).
      void client.invalidateQueries({ queryKey: adminKeys.contactReports });
      void client.invalidateQueries({ queryKey: adminKeys.overview });
    },
    onError: (e) => toast.error('Could not save the verdict', { description: e instanceof ApiError ? e.message : 'Please try again' }),
  });
};
