import { act, useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { holdEarlyTaps } from './early-taps';

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

function Page({ onAdopted, boardFirst = false }: { onAdopted?: () => void; boardFirst?: boolean }) {
  const theme = useSyncExternalStore(store.subscribe, store.read, () => 'system');
  const setTheme = store.set;
  const [open, setOpen] = useState(false);
  const [sort, setSort] = useState('name');
  const [board, setBoard] = useState(boardFirst);
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
    const taps = holdEarlyTaps(container);
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
    await adopt(() => taps.shown());
    expect(state()).toBe('dark open city board');
    expect(radio('dark').checked).toBe(true);
  });

  it('puts back what was changed before it ran and plays it as a tap', async () => {
    prerender();
    byText('light').click();
    (container.querySelector('input[type=checkbox]') as HTMLInputElement).click();
    (container.querySelector('select') as HTMLSelectElement).value = 'city';
    const taps = holdEarlyTaps(container);
    expect(radio('light').checked).toBe(false);
    expect(radio('system').checked).toBe(true);
    expect((container.querySelector('select') as HTMLSelectElement).value).toBe('name');
    await adopt(() => taps.shown());
    expect(state()).toBe('light closed city board');
    expect(heard).toEqual(['light']);
  });

  it('plays a tap after the app has shown what the browser stored, not on the prerendered state', async () => {
    stored = 'dark';
    prerender();
    expect(radio('system').checked).toBe(true);
    const taps = holdEarlyTaps(container);
    byText('system').click();
    await adopt(() => taps.shown());
    expect(state()).toBe('system closed name any');
    expect(heard).toEqual(['system']);
  });

  it('leaves links to the browser, keeps them from React, and lets go when the app gave up', () => {
    prerender();
    const taps = holdEarlyTaps(container);
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

  it('takes over the taps the boot module held before this ran, and stops its listener', async () => {
    prerender();
    let stopped = false;
    const bootWindow = window as Window & { __heldTaps?: { held: Element[]; stop(): void } };
    bootWindow.__heldTaps = { held: [byText('Menu'), byText('dark')], stop: () => void (stopped = true) };
    try {
      const taps = holdEarlyTaps(container);
      expect(stopped).toBe(true);
      await adopt(() => taps.shown());
      expect(state()).toBe('dark open name any');
    } finally {
      delete bootWindow.__heldTaps;
    }
  });

  describe('when the app draws the page afresh (a stored session: the auth gate first)', () => {
    /** Renders a spinner first, as the auth gate does, then the page: new nodes saying the same. */
    async function drawAfresh(taps: { shown(): void }) {
      const root = createRoot(container);
      unmount = () => act(() => root.unmount());
      await act(async () => root.render(<Spinner onShown={() => taps.shown()} />));
      await act(() => new Promise((resolve) => setTimeout(resolve)));
      expect(container.querySelector('button')).toBeNull();
      return root;
    }
    const Spinner = ({ onShown }: { onShown(): void }) => {
      useEffect(() => onShown(), [onShown]);
      return <p role="status">Loading</p>;
    };

    it("plays each tap on the new page's control that says the same, in order, once it is there", async () => {
      prerender();
      const taps = holdEarlyTaps(container);
      byText('Board certified').click();
      byText('Menu').click();
      const root = await drawAfresh(taps);
      await act(async () => root.render(<Page />));
      await act(() => new Promise((resolve) => setTimeout(resolve)));
      expect(state()).toBe('system open name board');
    });

    it('leaves a box as the visitor left it, though the new page shows it otherwise than the prerender did', async () => {
      prerender();
      const taps = holdEarlyTaps(container);
      byText('Board certified').click();
      byText('dark').click();
      byText('Board certified').click();
      byText('Board certified').click();
      const root = await drawAfresh(taps);
      // Like a filter the URL ticks: the prerendered page had it unticked.
      await act(async () => root.render(<Page boardFirst />));
      await act(() => new Promise((resolve) => setTimeout(resolve)));
      expect(state()).toBe('dark closed name board');
    });

    it('drops them when the visitor has pressed something since, or the control never comes', async () => {
      prerender();
      const taps = holdEarlyTaps(container, { within: 50 });
      byText('Menu').click();
      const root = await drawAfresh(taps);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      await act(async () => root.render(<Page />));
      expect(state()).toBe('system closed name any');
      act(() => root.unmount());

      prerender();
      const late = holdEarlyTaps(container, { within: 50 });
      byText('Menu').click();
      const again = await drawAfresh(late);
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      await act(async () => again.render(<Page />));
      expect(state()).toBe('system closed name any');
    });
  });
});
