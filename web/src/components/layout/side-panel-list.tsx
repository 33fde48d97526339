import { Trash2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast/toast';
import { buttonClasses } from '../ui/button-classes';
import { Dialog } from '../ui/dialog';

interface Named {
  readonly id: string;
  readonly name: string;
}

export interface SidePanelListProps<T extends Named> {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  /** Lower case, plural: "saved lists". */
  readonly noun: string;
  readonly items: { isPending: boolean; isError: boolean; data?: readonly T[] | undefined };
  /** Where the empty state sends the user. */
  readonly empty: { to: string; label: string };
  readonly onDelete: (id: string) => void;
  readonly deletingId: string | null | undefined;
  /** What a card shows under its name and delete button. */
  readonly children: (item: T) => ReactNode;
}

/** The shape both side panels share (spec core §2): a card per item with its delete button, and the loading, error and empty states. */
export function SidePanelList<T extends Named>({ open, onClose, title, noun, items, empty, onDelete, deletingId, children }: SidePanelListProps<T>) {
  useEffect(() => {
    if (open && items.isError) toast.error('Error', { description: `Failed to load your ${noun}` });
  }, [open, items.isError, noun]);

  return (
    <Dialog open={open} onClose={onClose} variant="side" title={title}>
      {items.isPending ? (
        <p role="status">Loading {noun}...</p>
      ) : items.isError || !items.data ? (
        <p role="alert">Failed to load your {noun}</p>
      ) : items.data.length === 0 ? (
        <div className="space-y-4 text-center">
          <p>You don't have any {noun} yet.</p>
          <Link to={empty.to} onClick={onClose} className={buttonClasses()}>
            {empty.label}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {items.data.map((item) => (
            <li key={item.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold">{item.name}</h3>
                <button
                  type="button"
                  aria-label={`Delete ${item.name}`}
                  disabled={deletingId === item.id}
                  onClick={() => onDelete(item.id)}
                  className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'text-red-600' })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
