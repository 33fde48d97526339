import { type FormEvent, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/errors';
import { type SavedSearchParams, useSaveSearch } from '../api/saved-searches-api';
import { hasFilter } from '../utils/saved-search-url';

type Props = { open: boolean; searchParams: Partial<SavedSearchParams>; onClose: () => void };

/** 'Save Search': a required name for the current filters (spec core §2 Dialogs, §5, §8). */
export function SaveSearchDialog({ open, searchParams, onClose }: Props) {
  const auth = useAuth();
  const [name, setName] = useState('');
  const save = useSaveSearch();

  useEffect(() => {
    if (open) setName('');
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (auth.status !== 'signedIn') return toast.error('Authentication required', { description: 'You need to be logged in to save searches.' });
    if (!name.trim()) return toast.error('Name required', { description: 'Please enter a name for your search.' });
    if (!hasFilter(searchParams)) return toast.error('Failed to save search', { description: 'Set at least one filter before saving a search.' });
    save.mutate(
      { name: name.trim(), searchParams },
      {
        onSuccess: () => {
          toast.success('Search saved', { description: `"${name.trim()}" was added to your saved searches.` });
          onClose();
        },
        onError: (error) => toast.error('Failed to save search', { description: errorMessage(error, 'An unexpected error occurred') }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title="Save Search" description="Give this search a name to find it again from Saved Searches.">
      <form onSubmit={submit} className="space-y-4">
        <TextField label="Search name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} placeholder="e.g. Cardiologists in Texas" />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!name.trim() || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
