import { Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Dialog } from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { type SavedSearch, useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches-api';
import { savedSearchTags, savedSearchUrl } from '../utils/saved-search-url';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
const createdAt = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${formatDate(value)} at ${timeFormat.format(date)}`;
};

/** The Saved Searches side panel (spec core §2): apply or delete the user's saved searches. */
export function SavedSearchesPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const searches = useSavedSearches(open);
  const remove = useDeleteSavedSearch();
  const navigate = useNavigate();
  const deletingId = remove.isPending ? remove.variables : null;

  useEffect(() => {
    if (open && searches.isError) toast.error('Error', { description: 'Failed to load your saved searches' });
  }, [open, searches.isError]);

  const apply = (search: SavedSearch) => {
    onClose();
    void navigate(savedSearchUrl(search.searchParams));
    toast.success('Search Applied', { description: `Loaded search: ${search.name}` });
  };

  return (
    <Dialog open={open} onClose={onClose} variant="side" title="Saved Searches">
      {searches.isPending ? (
        <p role="status">Loading saved searches...</p>
      ) : searches.isError ? (
        <p role="alert">Failed to load your saved searches</p>
      ) : searches.data.length === 0 ? (
        <div className="space-y-4 text-center">
          <p>You don't have any saved searches yet.</p>
          <Link to={paths.search} onClick={onClose} className={buttonClasses()}>
            Go to Search
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {searches.data.map((search) => (
            <li key={search.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold">{search.name}</h3>
                <button
                  type="button"
                  aria-label={`Delete ${search.name}`}
                  disabled={deletingId === search.id}
                  onClick={() => remove.mutate(search.id)}
                  className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'text-red-600' })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
              <p className="text-xs text-slate-500">{createdAt(search.createdAt)}</p>
              <ul aria-label="Filters" className="mt-2 flex flex-wrap gap-1.5">
                {savedSearchTags(search.searchParams).map((tag, i) => (
                  <li key={`${tag}-${i}`} className="rounded-full bg-blue-50 px-2 py-0.5 text-xs text-blue-800 dark:bg-slate-800 dark:text-blue-200">
                    {tag}
                  </li>
                ))}
              </ul>
              <Button size="sm" className="mt-3" onClick={() => apply(search)} aria-label={`Apply Search ${search.name}`}>
                Apply Search
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
