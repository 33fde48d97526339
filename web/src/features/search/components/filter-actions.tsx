import { Bookmark, BookmarkPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { Access } from '../../../components/access/use-access';

type Props = {
  access: Access;
  hasFilters: boolean;
  loading: boolean;
  onClear: () => void;
  /** Provided by the saved-searches feature; without it (and with the feature allowed) the button is not shown. */
  onSaveSearch?: () => void;
  onOpenSaved?: () => void;
};

const lockedReason = (access: Access): string =>
  !access.signedIn
    ? 'Log in to save searches'
    : access.isDemo
      ? 'This feature is disabled in demo mode'
      : 'Saving searches is not available on your account';

/** Clear All, Save Search and Saved (spec core §2: the last two need the saveLists feature). */
export function FilterActions({ access, hasFilters, loading, onClear, onSaveSearch, onOpenSaved }: Props) {
  const allowed = access.capabilities?.canSaveLists === true;
  const title = allowed ? undefined : lockedReason(access);
  const showSave = !allowed || onSaveSearch !== undefined;
  const showSaved = !allowed || onOpenSaved !== undefined;

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="ghost" size="sm" onClick={onClear} disabled={!hasFilters}>
        Clear All
      </Button>
      {showSave && (
        <Button variant="secondary" size="sm" title={title} disabled={!allowed || loading || !hasFilters} onClick={onSaveSearch}>
          <BookmarkPlus aria-hidden="true" className="size-4" />
          Save Search
        </Button>
      )}
      {showSaved && (
        <Button variant="secondary" size="sm" title={title} disabled={!allowed} onClick={onOpenSaved}>
          <Bookmark aria-hidden="true" className="size-4" />
          Saved
        </Button>
      )}
    </div>
  );
}
