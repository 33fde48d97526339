import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { ThemeChooser } from '../components/layout/theme-chooser';

/** An OS colour scheme the test can flip, as matchMedia reports it. */
const stubOs = (dark: boolean) => {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    flip: (next: boolean) => {
      query.matches = next;
      for (const l of listeners) l();
    },
  };
};

/** The inline script of web/index.html, run as the browser runs it before first paint. */
const runHeadScript = () => {
  const body = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];
  if (!body) throw new Error('index.html has no inline theme script');
  new Function(body)();
};

const root = document.documentElement;

describe('theme before first paint (web/index.html)', () => {
  beforeEach(() => root.classList.remove('dark'));
  afterEach(() => root.removeAttribute('style'));

  test('the stored choice wins over the OS, both ways', () => {
    stubOs(false);
    localStorage.setItem('theme', 'dark');
    runHeadScript();
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');

    stubOs(true);
    localStorage.setItem('theme', 'light');
    runHeadScript();
    expect(root).not.toHaveClass('dark');
    expect(root.style.colorScheme).toBe('light');
  });

  test("'system' (and no choice yet) follows the OS, also when it changes", () => {
    const os = stubOs(true);
    runHeadScript();
    expect(root).toHaveClass('dark');
    localStorage.setItem('theme', 'system');
    os.flip(false);
    expect(root).not.toHaveClass('dark');
    os.flip(true);
    expect(root).toHaveClass('dark');
  });
});

describe('ThemeChooser', () => {
  beforeEach(() => root.classList.remove('dark'));
  afterEach(() => root.removeAttribute('style'));

  test('shows the stored choice and stores and applies a new one', () => {
    stubOs(false);
    localStorage.setItem('theme', 'dark');
    render(<ThemeChooser />);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(root).not.toHaveClass('dark');

    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(root).toHaveClass('dark');

    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(root).not.toHaveClass('dark');
  });

  test('with nothing stored, System is chosen', () => {
    render(<ThemeChooser />);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  });
});
