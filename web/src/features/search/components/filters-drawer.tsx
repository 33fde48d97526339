import { PanelLeftClose, PanelLeftOpen, SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';

type Props = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collapsed: boolean;
  children: ReactNode;
};

const filtersInUse = (count: number) => `${count} ${count === 1 ? 'filter' : 'filters'} in use`;

/** Below `lg`: opens the slide-in panel; its badge counts the filters in use (read out as its description). */
export function OpenFiltersButton({ controls, onOpen, activeCount = 0 }: { controls: string; onOpen: () => void; activeCount?: number }) {
  const countId = useId();
  // The count is the button's description, not part of its name, so the name stays "Open Search Filters".
  return (
    <>
      <Button variant="secondary" size="sm" className="lg:hidden" aria-controls={controls} aria-describedby={activeCount > 0 ? countId : undefined} onClick={onOpen}>
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Open Search Filters
        {activeCount > 0 && (
          <span aria-hidden="true" className="rounded-full bg-blue-600 px-1.5 text-xs font-semibold tabular-nums text-white dark:bg-blue-500">
            {activeCount}
          </span>
        )}
      </Button>
      {activeCount > 0 && (
        <span id={countId} className="sr-only">
          {filtersInUse(activeCount)}
        </span>
      )}
    </>
  );
}

/** "3 filters in use" at the top of the panel; nothing without filters. */
export function ActiveFilterCount({ count }: { count: number }) {
  if (count === 0) return null;
  return <p className="text-sm text-slate-600 dark:text-slate-300">{filtersInUse(count)}</p>;
}

/** From `lg` up: collapses the panel to give the results the full width. */
export function CollapseFiltersButton({ controls, collapsed, onToggle }: { controls: string; collapsed: boolean; onToggle: () => void }) {
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <Button variant="ghost" size="sm" className="max-lg:hidden" aria-controls={controls} aria-expanded={!collapsed} onClick={onToggle}>
      <Icon aria-hidden="true" className="size-4" />
      {collapsed ? 'Show Filters' : 'Hide Filters'}
    </Button>
  );
}

/**
 * The filter panel: a column on large screens (collapsible, sticky below the
 * nav bar so it stays at hand while the results scroll), a panel that
 * slides in from the left on small ones. One element serves both, so the
 * controls exist once.
 *
 * Closed on a small screen it is not displayed at all, and slides in from
 * its @starting-style when opened. Hidden by `content-visibility: hidden`
 * instead, its 900 elements were still styled and laid out at
 * DOMContentLoaded (Chromium looks into the page's form fields then): about
 * 200 ms at the 4x CPU slowdown of Lighthouse's phone, after the first paint,
 * so all of it blocking time (issue 24).
 */
export function FiltersDrawer({ id, open, onOpenChange, collapsed, children }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onOpenChange(false);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open, onOpenChange]);

  return (
    <>
      {open && <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-950/40 lg:hidden" onClick={() => onOpenChange(false)} />}
      <aside
        id={id}
        aria-label="Search filters"
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        className={`fixed inset-y-0 left-0 z-50 w-80 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl transition-transform dark:bg-slate-950 lg:sticky lg:top-20 lg:bottom-auto lg:z-auto lg:max-h-[calc(100dvh-6rem)] lg:w-72 lg:max-w-none lg:shrink-0 lg:self-start lg:translate-x-0 lg:overflow-y-auto lg:bg-transparent lg:p-0 lg:px-1 lg:shadow-none lg:dark:bg-transparent ${
          open ? 'translate-x-0 max-lg:starting:-translate-x-full' : 'max-lg:hidden -translate-x-full'
        } ${collapsed ? 'lg:hidden' : ''}`}
      >
        <div className="mb-3 flex items-center justify-between lg:hidden">
          <h2 className="text-lg font-semibold">Search Filters</h2>
          <button
            ref={closeRef}
            type="button"
            aria-label="Close Search Filters"
            onClick={() => onOpenChange(false)}
            className="inline-flex size-9 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </aside>
    </>
  );
}
