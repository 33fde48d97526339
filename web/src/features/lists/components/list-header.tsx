import { Pencil } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import type { ListSummary } from '../api/lists-api';
import { useUpdateList } from '../api/use-lists';
import { physicianCount } from './lists-grid';
import { ShareToggle } from './share-toggle';

/** Name and description, editable inline (PATCH /api/lists/{id}), with the page's actions. */
export function ListHeader({ list, actions }: { list: ListSummary; actions?: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(list.name);
  const [description, setDescription] = useState(list.description ?? '');
  const update = useUpdateList(list.id);

  const start = () => {
    setName(list.name);
    setDescription(list.description ?? '');
    setEditing(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ name: name.trim(), description: description.trim() }, { onSuccess: () => setEditing(false) });
  };

  if (editing) {
    return (
      <form onSubmit={save} aria-label="Edit list" className="max-w-xl space-y-3">
        <TextField label="List name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required />
        <TextArea label="Description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} />
        <div className="flex gap-2">
          <Button type="submit" disabled={name.trim() === '' || update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{list.name}</h1>
        {list.description && <p className="mt-1 text-slate-600 dark:text-slate-400">{list.description}</p>}
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{physicianCount(list.physicianCount)}</p>
        <ShareToggle list={list} />
      </div>
      <div className="flex flex-wrap gap-2">
        {list.mayManage && (
          <Button variant="secondary" size="sm" onClick={start}>
            <Pencil aria-hidden="true" className="size-4" />
            Rename
          </Button>
        )}
        {actions}
      </div>
    </div>
  );
}
