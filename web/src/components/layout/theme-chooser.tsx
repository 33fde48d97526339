import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { type Theme, chooseTheme, useTheme } from '../../lib/theme';

const options: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/** Light / Dark / System as native radios: arrow keys move the choice, screen readers say "Theme". */
export function ThemeChooser({ className = '' }: { className?: string }) {
  const theme = useTheme();
  const name = useId();
  return (
    <fieldset className={`flex flex-wrap items-center gap-2 ${className}`}>
      <legend className="sr-only">Theme</legend>
      <span aria-hidden="true" className="text-xs font-medium text-slate-600 dark:text-slate-400">
        Theme
      </span>
      <div className="inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-700">
        {options.map(({ value, label, Icon }) => (
          <label key={value} className="relative">
            <input
              type="radio"
              name={name}
              value={value}
              checked={theme === value}
              onChange={() => chooseTheme(value)}
              className="peer sr-only"
            />
            <span className="flex cursor-pointer items-center gap-1 rounded px-2 py-1 text-xs text-slate-700 peer-checked:bg-slate-900 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-blue-500 dark:text-slate-300 dark:peer-checked:bg-slate-100 dark:peer-checked:text-slate-900">
              <Icon aria-hidden="true" className="size-3.5" />
              {label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
