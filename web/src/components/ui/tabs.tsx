import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Tooltip } from './tooltip';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  icon?: ReactNode;
  /** A disabled tab stays focusable (so its reason can be read) but cannot be opened. */
  disabledReason?: string;
  panel: ReactNode;
}

type TabsProps<Id extends string> = {
  label: string;
  items: readonly TabItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
};

const tabClass = (selected: boolean) =>
  `inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm sm:px-4 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${
    selected
      ? 'border-blue-600 text-blue-700 dark:text-blue-300'
      : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
  }`;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move
 * focus along the tab list and open the tab focused, unless it is disabled.
 */
export function Tabs<Id extends string>({ label, items, value, onChange }: TabsProps<Id>) {
  const baseId = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;
  const select = (item: TabItem<Id>) => {
    if (!item.disabledReason) onChange(item.id);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const item = target === undefined ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    refs.current.get(item.id)?.focus();
    select(item);
  };

  const active = items.find((item) => item.id === value);

  return (
    <div>
      {/* Wraps on a narrow screen instead of scrolling: a scrolled-off tab looked like no tab at all (issue 24). */}
      <div role="tablist" aria-label={label} className="flex flex-wrap border-b border-slate-200 dark:border-slate-800">
        {items.map((item, index) => {
          const tab = (extra: { 'aria-describedby'?: string }) => (
            <button
              key={item.id}
              ref={(node) => {
                if (node) refs.current.set(item.id, node);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={item.id === value}
              aria-controls={item.id === value ? panelId(item.id) : undefined}
              aria-disabled={item.disabledReason ? true : undefined}
              tabIndex={item.id === value ? 0 : -1}
              onClick={() => select(item)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={tabClass(item.id === value)}
              {...extra}
            >
              {item.icon}
              {item.label}
            </button>
          );
          return item.disabledReason ? (
            <Tooltip key={item.id} content={item.disabledReason} bubbleRole="none">
              {tab}
            </Tooltip>
          ) : (
            tab({})
          );
        })}
      </div>
      {active && (
        <div role="tabpanel" id={panelId(active.id)} aria-labelledby={tabId(active.id)} tabIndex={0} className="pt-6 focus-visible:outline-none">
          {active.panel}
        </div>
      )}
    </div>
  );
}
