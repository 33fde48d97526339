import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from '../../../lib/toast/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAddToList } from '../api/use-add-to-list';
import { useMyLists } from '../api/use-lists';

type Props = { open: boolean; physicianIds: string[]; onClose: () => void };

/** 'Add to Physician List': a new list (name, optional description) or an existing one (spec core §2, §4, §5). */
export function AddToListDialog({ open, physicianIds, onClose }: Props) {
  const auth = useAuth();
  const lists = useMyLists(open);
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [listId, setListId] = useState('');
  const add = useAddToList(onClose);
  const selectId = useId();
  const items = lists.data ?? [];
  const hasLists = items.length > 0;

  useEffect(() => {
    if (!open) return;
    setName('');
    setDescription('');
    add.reset();
  }, [open]);
  useEffect(() => {
    if (hasLists && !items.some((l) => l.id === listId)) setListId(items[0]?.id ?? '');
  }, [hasLists, items, listId]);

  const chosen = items.find((l) => l.id === listId);
  const valid = mode === 'new' ? name.trim() !== '' : chosen !== undefined;
  const count = physicianIds.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (auth.status !== 'signedIn') return toast.error('Authentication required', { description: 'You need to be logged in to create or update lists.' });
    if (count === 0) return toast.error('No physicians selected', { description: 'Please select at least one physician to add to the list.' });
    if (mode === 'new') add.mutate({ mode, name, description, physicianIds });
    else if (chosen) add.mutate({ mode, list: chosen, physicianIds });
  };

  return (
    <Dialog open={open} onClose={onClose} title="Add to Physician List" description={`${count} physician${count === 1 ? '' : 's'} selected`}>
      <form onSubmit={submit} className="space-y-4">
        <fieldset className="flex gap-4">
          <legend className="sr-only">List</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="mode" checked={mode === 'new'} onChange={() => setMode('new')} />
            Create new list
          </label>
          <label className={`flex items-center gap-2 text-sm ${hasLists ? '' : 'opacity-50'}`}>
            <input type="radio" name="mode" checked={mode === 'existing'} disabled={!hasLists} onChange={() => setMode('existing')} />
            Add to existing list
          </label>
        </fieldset>
        {mode === 'new' ? (
          <>
            <TextField label="List name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required />
            <TextArea label="Description (optional)" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} />
          </>
        ) : (
          <div className="space-y-1">
            <label htmlFor={selectId} className="block text-sm font-medium">
              Choose a list
            </label>
            <select
              id={selectId}
              value={listId}
              onChange={(e) => setListId(e.target.value)}
              className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              {items.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name} ({l.physicianCount})
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid || add.isPending}>
            {add.isPending ? 'Saving...' : mode === 'new' ? 'Create List' : 'Add to List'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
