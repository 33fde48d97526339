import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';

/**
 * Spec core §2 tag rules: values trimmed, empty ones and duplicates
 * (case-insensitive) ignored, never more than `max`. With `separator`, one
 * entry may hold several tags ("Boston, Austin").
 */
export const addTags = (tags: readonly string[], input: string, max: number, separator?: RegExp): string[] => {
  const next = [...tags];
  const parts = separator ? input.split(separator) : [input];
  for (const part of parts) {
    const value = part.trim();
    if (!value || next.length >= max) continue;
    if (next.some((tag) => tag.toLowerCase() === value.toLowerCase())) continue;
    next.push(value);
  }
  return next;
};

type TagInputProps = {
  label: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  max?: number;
  placeholder?: string;
  separator?: RegExp;
  /** Keep the label for screen readers only, when a heading above already shows it. */
  hideLabel?: boolean;
  /** A form field: what is typed is added when focus leaves, so a value not yet entered is not lost at submit. */
  addOnBlur?: boolean;
  error?: string | undefined;
};

export function TagInput({ label, tags, onChange, max = 5, placeholder, separator, hideLabel = false, addOnBlur = false, error }: TagInputProps) {
  const [text, setText] = useState('');
  const id = useId();
  const full = tags.length >= max;

  const commit = () => {
    const next = addTags(tags, text, max, separator);
    if (next.length !== tags.length) onChange(next);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-700 dark:text-slate-200'}>
        {label}
      </label>
      {tags.length > 0 && (
        <ul aria-label={`${label} tags`} className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-0.5 pl-2.5 pr-1 text-xs text-blue-800 dark:bg-slate-800 dark:text-blue-200">
              {tag}
              <button
                type="button"
                aria-label={`Remove ${tag}`}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                className="inline-flex size-4 items-center justify-center rounded-full hover:bg-blue-100 dark:hover:bg-slate-700"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={addOnBlur ? commit : undefined}
        placeholder={full ? `Maximum of ${max} reached` : placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="block h-9 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm placeholder:text-slate-400 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-700 dark:bg-slate-900"
      />
      <p id={`${id}-hint`} className="sr-only">
        Press Enter to add, Backspace on an empty field to remove the last. Up to {max}.
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
