import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 300;

/**
 * Writes to the URL after a pause in typing, and follows the URL when it
 * changes from elsewhere (back button, a specialty link).
 */
export function KeywordInput({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const [text, setText] = useState(value);
  const lastCommitted = useRef(value);

  useEffect(() => {
    // Skip echoes of our own commits, or keystrokes typed since would be overwritten.
    if (value !== lastCommitted.current) {
      lastCommitted.current = value;
      setText(value);
    }
  }, [value]);

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
      <label htmlFor="keyword-search" className="sr-only">
        Keywords
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      <input
        id="keyword-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by name, specialty, skill, company or title"
        className="block h-11 w-full rounded-md border border-slate-300 bg-white pl-9 pr-10 text-sm shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-700 dark:bg-slate-900 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear keywords"
          onClick={() => setText('')}
          className="absolute right-2 top-1/2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
