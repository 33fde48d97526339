import { useCallback, useState } from 'react';

const read = <T>(key: string, parse: (raw: string | null) => T): T => {
  try {
    return parse(localStorage.getItem(key));
  } catch {
    return parse(null);
  }
};

/**
 * A display preference kept in this browser. Only layout choices go here,
 * never anything about a person or a search, so storage cannot leak one.
 */
export const useStoredChoice = <T>(key: string, parse: (raw: string | null) => T, serialize: (value: T) => string) => {
  const [value, setValue] = useState(() => read(key, parse));
  const set = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, serialize(next));
      } catch {
        // Storage blocked: the choice lasts for this visit only.
      }
    },
    [key, serialize],
  );
  return [value, set] as const;
};
