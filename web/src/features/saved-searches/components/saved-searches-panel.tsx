import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast/toast';
import { Button } from '../../../components/ui/button';
import { SidePanelList } from '../../../components/layout/side-panel-list';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { type SavedSearch, useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches-api';
import { savedSearchTags, savedSearchUrl } from '../utils/saved-search-url';
import { AlertSetting } from './alert-setting';

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

  const apply = (search: SavedSearch) => {
    onClose();
    void navigate(savedSearchUrl(search.searchParams));
    toast.success('Search Applied', { description: `Loaded search: ${search.name}` });
  };

  return (
    <SidePanelList
      open={open}
      onClose={onClose}
      title="Saved Searches"
      noun="saved searches"
      items={searches}
      empty={{ to: paths.search, label: 'Go to Search' }}
      onDelete={(id) => remove.mutate(id)}
      deletingId={deletingId}
    >
      {(search) => (
        <>
          <p className="text-xs text-slate-500 dark:text-slate-400">{createdAt(search.createdAt)}</p>
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
          <AlertSetting search={search} />
        </>
      )}
    </SidePanelList>
  );
}
