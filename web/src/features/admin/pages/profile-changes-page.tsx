import { physicianIdParams } from '@core/schemas/physician-summary';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast/toast';
import { listProfileChanges, revertProfileChange } from '../api/profile-changes-api';
import { AdminGate } from '../components/admin-gate';
import { ProfileChangesTable } from '../components/profile-changes-table';

/** Issue 25: a physician's self-service changes, and the admin's Revert (logged and shown on the physician's page). */
function ProfileChanges() {
  const [params, setParams] = useSearchParams();
  const physicianId = params.get('physician') ?? '';
  const [draft, setDraft] = useState(physicianId);
  const [error, setError] = useState<string | undefined>();
  const client = useQueryClient();
  const key = ['admin', 'profile-changes', physicianId] as const;
  const list = useQuery({ queryKey: key, queryFn: () => listProfileChanges(physicianId), enabled: !!physicianId, retry: false });
  const revert = useMutation({
    mutationFn: (changeId: string) => revertProfileChange(physicianId, changeId),
    onSuccess: (data) => {
      client.setQueryData(key, data);
      toast.success('Reverted: the physician sees it on their page');
    },
    onError: (e) => toast.error(e instanceof ApiError && e.status < 500 ? e.message : 'The revert did not work. Please try again.'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = physicianIdParams.safeParse({ id: draft.trim() });
    if (!parsed.success) return setError('Enter a physician id (letters, digits, _ and -)');
    setError(undefined);
    setParams({ physician: parsed.data.id });
  };
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Physicians' Own Changes</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        What a physician corrected, replaced or hid on their profile page, newest first. Revert puts back the value before the change, once, while the field still holds what the change set; it is logged on the physician's page. Contact values are shown masked.
      </p>
      <form noValidate onSubmit={submit} aria-label="Find a physician's changes" className="mt-6 flex max-w-xl items-end gap-3">
        <TextField label="Physician id" value={draft} error={error} onChange={(e) => setDraft(e.target.value)} className="flex-1" />
        <Button type="submit">Show changes</Button>
      </form>
      <div className="mt-6">
        {!physicianId ? null : list.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {list.error instanceof ApiError && list.error.status === 404 ? 'No physician with this id.' : 'The changes could not be loaded. Please try again.'}
          </p>
        ) : !list.data ? (
          <Spinner label="Loading the changes" className="size-6" />
        ) : (
          <ProfileChangesTable rows={list.data.items} busy={revert.isPending} onRevert={(r) => revert.mutate(r.changeId)} />
        )}
      </div>
    </section>
  );
}

export function ProfileChangesPage() {
  return (
    <AdminGate onDenied="refuse">
      <ProfileChanges />
    </AdminGate>
  );
}
