import { useSyncExternalStore } from 'react';

/** Spec core §9: theme choices light, dark, system, stored under `theme`. */
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export const THEME_KEY = 'theme';

const isTheme = (value: unknown): value is Theme => themes.some((t) => t === value);

export const readTheme = (): Theme => {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    // Storage can be blocked (privacy settings); the OS then decides.
    return 'system';
  }
};

/**
 * The same rule as the inline script in web/index.html, which applies it before
 * first paint and follows OS changes while the choice is 'system'.
 */
export const applyTheme = (theme: Theme): void => {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  // No colour transitions while the theme changes (index.css): the new colours are computed with them off.
  root.classList.add('theme-switching');
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  void getComputedStyle(root).color;
  setTimeout(() => root.classList.remove('theme-switching'));
};

const listeners = new Set<() => void>();

export const chooseTheme = (theme: Theme): void => {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Not remembered, but still applied for this page.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab's choice arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The stored choice, shared by every chooser on the page. */
export const useTheme = (): Theme => useSyncExternalStore(subscribe, readTheme, () => 'system');
