import { act, useEffect, useState, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { holdTapsUntilAdopted } from './taps-before-adoption';

const heard: string[] = [];

// Like the stored theme: the prerender says System, the browser may have stored another.
let stored = 'system';
const storeListeners = new Set<() => void>();
const store = {
  subscribe: (listener: () => void) => (storeListeners.add(listener), () => void storeListeners.delete(listener)),
  read: () => stored,
  set(value: string) {
    stored = value;
    for (const listener of storeListeners) listener();
  },
};

function Page({ onAdopted }: { onAdopted?: () => void }) {
  const theme = useSyncExternalStore(store.subscribe, store.read, () => 'system');
  const setTheme = store.set;
  const [open, setOpen] = useState(false);
  const [sort, setSort] = useState('name');
  const [board, setBoard] = useState(false);
  useEffect(() => onAdopted?.(), [onAdopted]);
  return (
    <div>
      <p data-testid="state">{`${theme} ${open ? 'open' : 'closed'} ${sort} ${board ? 'board' : 'any'}`}</p>
      {['light', 'dark', 'system'].map((value) => (
        <label key={value}>
          <input type="radio" name="theme" value={value} checked={theme === value} onChange={() => (heard.push(value), setTheme(value))} />
          <span>{value}</span>
        </label>
      ))}
      <label>
        <input type="checkbox" checked={board} onChange={(event) => setBoard(event.target.checked)} />
        Board certified
      </label>
      <select aria-label="Sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="name">Name</option>
        <option value="city">City</option>
      </select>
      <button type="button" onClick={() => setOpen((was) => !was)}>
        Menu
      </button>
      <button type="button" disabled>
        Off
      </button>
      <a href="#elsewhere">Elsewhere</a>
    </div>
  );
}

const container = document.createElement('div');
const prerender = () => {
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
};
const byText = (text: string) => [...container.querySelectorAll('span, label, button')].find((node) => node.textContent?.trim() === text) as HTMLElement;
const radio = (value: string) => container.querySelector(`input[value="${value}"]`) as HTMLInputElement;
const state = () => container.querySelector('[data-testid="state"]')?.textContent;
let unmount = () => {};

async function adopt(onAdopted?: () => void) {
  await act(async () => {
    const root = hydrateRoot(container, <Page onAdopted={onAdopted} />);
    unmount = () => act(() => root.unmount());
  });
  // Taps are played in a task of their own after adoption.
  await act(() => new Promise((resolve) => setTimeout(resolve)));
}

// React's act() warns unless the environment says it is a test; Testing Library sets this itself, this file does not use it.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => void (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
afterAll(() => void (actEnvironment.IS_REACT_ACT_ENVIRONMENT = before));

afterEach(() => {
  unmount();
  container.remove();
  heard.length = 0;
  stored = 'system';
});

describe('taps on the prerendered page before the app holds it (issue 24)', () => {
  it('without holding them, a radio ticked before adoption is stuck: it shows Dark and a tap on Dark does nothing', async () => {
    prerender();
    byText('dark').click();
    expect(radio('dark').checked).toBe(true);
    await adopt();
    act(() => byText('dark').click());
    expect(state()).toBe('system closed name any');
    expect(heard).toEqual([]);
  });

  it('holds a tapped radio, box and button and a changed select unchanged, and plays them in order once adopted', async () => {
    prerender();
    const taps = holdTapsUntilAdopted(container);
    byText('dark').click();
    byText('Board certified').click();
    byText('Menu').click();
    byText('Off').click();
    const sort = container.querySelector('select') as HTMLSelectElement;
    sort.value = 'city';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sort.value).toBe('name');
    expect(radio('dark').checked).toBe(false);
    expect(radio('system').checked).toBe(true);
    expect((container.querySelector('input[type=checkbox]') as HTMLInputElement).checked).toBe(false);
    await adopt(() => taps.adopted());
    expect(state()).toBe('dark open city board');
    expect(radio('dark').checked).toBe(true);
  });

  it('puts back what was changed before it ran and plays it as a tap', async () => {
    prerender();
    byText('light').click();
    (container.querySelector('input[type=checkbox]') as HTMLInputElement).click();
    (container.querySelector('select') as HTMLSelectElement).value = 'city';
    const taps = holdTapsUntilAdopted(container);
    expect(radio('light').checked).toBe(false);
    expect(radio('system').checked).toBe(true);
    expect((container.querySelector('select') as HTMLSelectElement).value).toBe('name');
    await adopt(() => taps.adopted());
    expect(state()).toBe('light closed city board');
    expect(heard).toEqual(['light']);
  });

  it('plays a tap after the app has shown what the browser stored, not on the prerendered state', async () => {
    stored = 'dark';
    prerender();
    expect(radio('system').checked).toBe(true);
    const taps = holdTapsUntilAdopted(container);
    byText('system').click();
    await adopt(() => taps.adopted());
    expect(state()).toBe('system closed name any');
    expect(heard).toEqual(['system']);
  });

  it('leaves links to the browser, keeps them from React, and lets go when the app gave up', () => {
    prerender();
    const taps = holdTapsUntilAdopted(container);
    let reached = false;
    container.addEventListener('click', () => (reached = true));
    const link = container.querySelector('a') as HTMLAnchorElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(reached).toBe(false);
    taps.abandoned();
    byText('Menu').click();
    expect(reached).toBe(true);
  });
});
