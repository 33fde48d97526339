import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

const DEBOUNCE_MS = 300;

type Props = { label: string; value: string; onCommit: (value: string) => void; placeholder?: string; onTextChange?: (text: string) => void };

/**
 * Commits after a pause in typing, and follows `value` when it changes from
 * elsewhere (back button, Clear All, a saved search).
 */
export function DebouncedSearchInput({ label, value, onCommit, placeholder, onTextChange }: Props) {
  const [text, setText] = useState(value);
  const lastCommitted = useRef(value);
  const id = useId();

  useEffect(() => {
    // Skip echoes of our own commits, or keystrokes typed since would be overwritten.
    if (value !== lastCommitted.current) {
      lastCommitted.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => onTextChange?.(text), [text, onTextChange]);

  useEffect(() => {
    const next = text.trim();
    if (next === lastCommitted.current) return;
    const timer = setTimeout(() => {
      lastCommitted.current = next;
      onCommit(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onCommit]);

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className="block h-9 w-full rounded-md border border-slate-300 bg-white pl-8 pr-9 text-sm shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-700 dark:bg-slate-900 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label={`Clear ${label.toLowerCase()}`}
          onClick={() => setText('')}
          className="absolute right-1.5 top-1/2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
