/**
 * Where a profile was opened from, carried in the router state of the
 * profile's history entry (never in its URL), and the scroll positions of the
 * pages left for it.
 */
export interface ReturnTo {
  pathname: string;
  search: string;
  /** The router key of the entry left; its scroll position is remembered under it. */
  key: string;
  /** Its place in the browser history (createBrowserRouter's `idx`), when known. */
  idx: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The browser history index of the current entry; null under a memory router. */
export const historyIndex = (): number | null => {
  const state: unknown = window.history.state;
  return isRecord(state) && typeof state.idx === 'number' ? state.idx : null;
};

export const returnToState = (from: { pathname: string; search: string; key: string }) => ({
  returnTo: { pathname: from.pathname, search: from.search, key: from.key, idx: historyIndex() } satisfies ReturnTo,
});

export const returnToOf = (state: unknown): ReturnTo | null => {
  const r = isRecord(state) ? state.returnTo : undefined;
  if (!isRecord(r) || typeof r.pathname !== 'string' || typeof r.search !== 'string' || typeof r.key !== 'string') return null;
  return { pathname: r.pathname, search: r.search, key: r.key, idx: typeof r.idx === 'number' ? r.idx : null };
};

/** Router state asking the page to restore the scroll position remembered under `key`. */
export const restoreScrollState = (key: string) => ({ restoreScrollOf: key });

export const restoreScrollKeyOf = (state: unknown): string | null =>
  isRecord(state) && typeof state.restoreScrollOf === 'string' ? state.restoreScrollOf : null;

// Only router keys (random) and pixel offsets are stored: nothing about a search or a person.
const STORAGE_KEY = 'scroll-positions';
const KEEP = 20;

const readAll = (): [string, number][] => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number') : [];
  } catch {
    return [];
  }
};

const writeAll = (entries: [string, number][]) => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries.slice(-KEEP)));
  } catch {
    // Storage full or blocked: the scroll position is a comfort, not data.
  }
};

export const rememberScroll = (key: string, y: number) => writeAll([...readAll().filter(([k]) => k !== key), [key, Math.round(y)]]);

/** The remembered position, forgotten once read so a later visit starts at the top. */
export const takeScroll = (key: string): number | null => {
  const entries = readAll();
  const found = entries.find(([k]) => k === key);
  if (!found) return null;
  writeAll(entries.filter(([k]) => k !== key));
  return found[1];
};
