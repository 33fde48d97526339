import { Bookmark, ListChecks } from 'lucide-react';
import { buttonClasses } from '../ui/button-classes';
import { useSidePanels } from './side-panels';

/** Nav entries for signed-in users that open the Saved Searches and Saved Lists panels. */
export function PanelTriggers({ onOpen, block = false }: { onOpen?: () => void; block?: boolean }) {
  const panels = useSidePanels();
  if (!panels) return null;
  const className = block
    ? 'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-base font-medium hover:bg-slate-100 dark:hover:bg-slate-800'
    : buttonClasses({ variant: 'ghost', size: 'sm' });
  const open = (panel: 'saved-searches' | 'saved-lists') => {
    onOpen?.();
    panels.open(panel);
  };
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => open('saved-searches')}>
        <Bookmark aria-hidden="true" className="size-4" />
        Saved Searches
      </button>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => open('saved-lists')}>
        <ListChecks aria-hidden="true" className="size-4" />
        Saved Lists
      </button>
    </>
  );
}
