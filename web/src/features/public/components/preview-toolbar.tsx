import { ArrowUpDown, Bookmark, BookmarkCheck, CheckSquare, Download, ListPlus, SquareStack, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';

const actions: { label: string; icon: LucideIcon; primary?: boolean }[] = [
  { label: 'Select Page', icon: CheckSquare },
  { label: 'Select All', icon: SquareStack },
  { label: 'Add to List', icon: ListPlus, primary: true },
  { label: 'Export Selected', icon: Download },
  { label: 'Save Search', icon: Bookmark },
  { label: 'Saved Searches', icon: BookmarkCheck },
];

/** The real search toolbar's buttons; in the preview each one leads to sign-up instead of acting. */
export function PreviewToolbar({ disclaimerId }: { disclaimerId: string }) {
  const linkClass = (primary = false) => buttonClasses({ variant: primary ? 'primary' : 'secondary', size: 'sm' });
  return (
    <div role="toolbar" aria-label="Sample results actions" className="flex flex-wrap items-center gap-2">
      {actions.map(({ label, icon: Icon, primary }) => (
        <Link key={label} to={paths.signup} aria-describedby={disclaimerId} className={linkClass(primary)}>
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </Link>
      ))}
      <Link to={paths.signup} aria-describedby={disclaimerId} className={`${linkClass()} sm:ml-auto`}>
        <ArrowUpDown aria-hidden="true" className="size-4" />
        Sort by: Relevance
      </Link>
    </div>
  );
}
