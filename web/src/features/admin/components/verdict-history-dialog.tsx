import { contactFieldLabels } from '@core/schemas/contact-reports';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-date';
import { adminApi, adminKeys } from '../api/admin-api';

type Props = { physician: { id: string; name: string } | null; onClose: () => void };

/** Every verdict given on a physician's contact fields, newest first, and by whom: the audit, readable. */
export function VerdictHistoryDialog({ physician, onClose }: Props) {
  const history = useQuery({
    queryKey: adminKeys.contactHistory(physician?.id ?? ''),
    queryFn: ({ signal }) => adminApi.contactHistory(physician?.id ?? '', signal),
    enabled: physician !== null,
  });
  const items = history.data?.items;
  return (
    <Dialog open={physician !== null} onClose={onClose} title="Verdict history" description={physician?.name}>
      {history.isError ? (
        <p className="text-sm text-red-700 dark:text-red-300">The history could not be loaded. Please try again.</p>
      ) : !items ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading the history" className="size-6" />
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No verdicts yet.</p>
      ) : (
        <ol aria-label="Verdicts, newest first" className="space-y-2 text-sm">
          {items.map((v) => (
            <li key={`${v.at}-${v.field}-${v.status}`} className="rounded-md border border-slate-200 px-3 py-2 dark:border-slate-700">
              <span className="font-medium">{contactFieldLabels[v.field]}</span> {v.status === 'invalid' ? 'marked invalid' : 'marked re-verified'} on {formatDate(v.at)} by{' '}
              {v.adminEmail ?? 'a removed admin account'}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
