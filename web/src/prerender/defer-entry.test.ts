import { describe, expect, it } from 'vitest';
import { deferEntry, withoutModulePreloads } from './defer-entry';

const built = `<head>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-X.js">
  </head>`;

describe('the app starts after the first contentful paint (issue 24: FCP, LCP)', () => {
  it('preloads the entry and runs it from a boot module instead of as a module script', () => {
    const { html, boot } = deferEntry(built, () => '/assets/boot-1.js');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-AbC123.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-AbC123.js">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>');
    expect(html).toContain('/assets/react-X.js');
    expect(boot.file).toBe('/assets/boot-1.js');
  });

  describe('the boot module', () => {
    type Env = { visibility?: string; prerendered?: boolean; paintTiming?: boolean; preloaded?: boolean; importFails?: boolean };
    /** Runs the boot text against stand-ins for the browser; returns what it started and the hooks it left. */
    const boot = ({ visibility = 'visible', prerendered = true, paintTiming = true, preloaded = false, importFails = false }: Env) => {
      const { boot: b } = deferEntry(built, (text) => `/assets/boot-${text.length}.js`);
      const started: string[] = [];
      const frames: Array<() => void> = [];
      const timers: Array<{ f: () => void; ms: number }> = [];
      const listeners: Array<{ type: string; f: (event?: unknown) => void }> = [];
      const self: { PerformanceObserver: unknown; __heldTaps?: { held: unknown[]; stop(): void } } = { PerformanceObserver: null };
      let paintCallback: ((list: { getEntries: () => Array<{ name: string }> }, o: { disconnect: () => void }) => void) | null = null;
      class FakeObserver {
        static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
        constructor(cb: typeof paintCallback) {
          paintCallback = cb;
        }
        observe() {}
        disconnect() {}
      }
      const root = { hasAttribute: (name: string) => prerendered && name === 'data-prerendered' };
      // What the page asked for, in order: preloads added to the head, then the import.
      const head: string[] = preloaded ? ['/assets/react-X.js'] : [];
      type Link = { href: string; rel: string };
      const document = {
        visibilityState: visibility,
        getElementById: (id: string) => (id === 'root' ? root : null),
        querySelector: (selector: string) => (selector === 'link[rel="modulepreload"]' ? (head[0] ?? null) : null),
        createElement: () => ({}) as Link,
        createDocumentFragment: () => {
          const links: Link[] = [];
          return { links, append: (link: Link) => links.push(link) };
        },
        head: { append: ({ links }: { links: Link[] }) => links.forEach((l) => (started.push(`${l.rel} ${l.href}`), head.push(l.href))) },
      };
      self.PerformanceObserver = FakeObserver;
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', 'removeEventListener', 'self', 'PerformanceObserver', 'importer', b.text.replace('import(', 'importer('))(
        document,
        (f: () => void) => frames.push(f),
        (f: () => void, ms = 0) => timers.push({ f, ms }),
        (type: string, f: () => void) => listeners.push({ type, f }),
        (type: string, f: () => void) => listeners.splice(listeners.findIndex((l) => l.type === type && l.f === f) >>> 0, 1),
        self,
        FakeObserver,
        (url: string) => {
          started.push(url);
          // The boot module lets go of the clicks, then throws again for the console: caught here.
          return { catch: (f: (e: Error) => void) => void (importFails && expect(() => f(new Error('offline'))).toThrow('offline')) };
        },
      );
      const paint = (name: string) => paintCallback?.({ getEntries: () => [{ name }] }, { disconnect: () => undefined });
      const fire = (pick: (t: { ms: number }) => boolean) => timers.filter(pick).forEach((t) => t.f());
      return { started, frames, timers, listeners, paint, fire, self };
    };

    it('imports the entry once the browser reports the first contentful paint, not before', () => {
      const b = boot({});
      expect(b.started).toEqual([]);
      b.paint('first-paint');
      b.fire((t) => t.ms === 0);
      expect(b.started).toEqual([]);
      b.paint('first-contentful-paint');
      b.fire((t) => t.ms === 0);
      // The modules come in parallel: every preload the built page named, then the import.
      expect(b.started).toEqual(['modulepreload /assets/index-AbC123.js', 'modulepreload /assets/react-X.js', '/assets/index-AbC123.js']);
      // The fallbacks that fire later do not start it twice.
      b.fire((t) => t.ms === 3000);
      b.listeners.filter((l) => l.type !== 'click').forEach((l) => l.f());
      expect(b.started).toHaveLength(3);
    });

    it('adds no preloads to a page that has its own (the plain index.html)', () => {
      expect(boot({ prerendered: false, preloaded: true }).started).toEqual(['/assets/index-AbC123.js']);
    });

    it('starts at once in a hidden tab and on a page that is not prerendered (nothing to show first)', () => {
      expect(boot({ visibility: 'hidden' }).started.at(-1)).toBe('/assets/index-AbC123.js');
      expect(boot({ prerendered: false }).started.at(-1)).toBe('/assets/index-AbC123.js');
    });

    it('without paint timing, starts after a frame instead', () => {
      const b = boot({ paintTiming: false });
      expect(b.started).toEqual([]);
      b.frames.shift()?.();
      b.fire(() => true);
      expect(b.started.at(-1)).toBe('/assets/index-AbC123.js');
    });

    it('never waits past a key or pointer press, the tab being hidden, or 3 s', () => {
      for (const type of ['keydown', 'pointerdown', 'visibilitychange']) {
        const b = boot({});
        b.listeners.find((l) => l.type === type)?.f();
        expect(b.started.filter((s) => s.endsWith('index-AbC123.js')), type).toHaveLength(2);
        expect(b.started.at(-1), type).toBe('/assets/index-AbC123.js');
      }
      const late = boot({});
      late.fire((t) => t.ms === 3000);
      expect(late.started.at(-1)).toBe('/assets/index-AbC123.js');
    });

  describe("holds the clicks on the prerendered page's buttons and boxes until the entry takes them", () => {
    type Target = { tag: string; type?: string; inLink?: boolean; control?: Target };
    /** A stand-in for the clicked node: `closest` answers as the DOM would for a node inside `target`. */
    const click = (target: Target | null) => {
      const node = target && {
        closest: (selector: string) => (selector === 'a[href]' ? (target.inLink ? {} : null) : { tagName: target.tag.toUpperCase(), type: target.type, control: target.control }),
      };
      const event = { target: node, prevented: false, stopped: false, preventDefault: () => void (event.prevented = true), stopPropagation: () => void (event.stopped = true) };
      return event;
    };
    const press = (b: ReturnType<typeof boot>, event: ReturnType<typeof click>) => b.listeners.filter((l) => l.type === 'click').forEach((l) => l.f(event));

    it('holds a button, a box and the label of a box, cancelled and kept for the entry; lets links and text fields be', () => {
      const b = boot({});
      const kept = [click({ tag: 'button' }), click({ tag: 'input', type: 'checkbox' }), click({ tag: 'label', control: { tag: 'input', type: 'radio' } })];
      const left = [click({ tag: 'a', inLink: true }), click({ tag: 'input', type: 'text' }), click({ tag: 'label', control: { tag: 'input', type: 'email' } }), click(null)];
      for (const event of [...kept, ...left]) press(b, event);
      expect(kept.map((e) => [e.prevented, e.stopped])).toEqual(kept.map(() => [true, true]));
      expect(left.map((e) => e.prevented || e.stopped)).toEqual(left.map(() => false));
      expect(b.self.__heldTaps?.held).toEqual(kept.map((e) => e.target));
      // The entry stops it when it takes over.
      b.self.__heldTaps?.stop();
      expect(b.listeners.filter((l) => l.type === 'click')).toEqual([]);
    });

    it('lets go if the entry cannot load, and holds nothing on a page that is not prerendered', () => {
      const failing = boot({ importFails: true, visibility: 'hidden' });
      expect(failing.listeners.filter((l) => l.type === 'click')).toEqual([]);
      const plain = boot({ prerendered: false });
      expect(plain.listeners.filter((l) => l.type === 'click')).toEqual([]);
      expect(plain.self.__heldTaps).toBeUndefined();
    });
  });
  });

  it("gives a prerendered page's HTML no module preload: Lighthouse counts them before the first paint", () => {
    const { html } = deferEntry(built, () => '/assets/boot-1.js');
    const page = withoutModulePreloads(html);
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>');
    expect(page.split('\n').filter((line) => !line.trim())).toEqual([]);
  });

  it('refuses an index.html without the entry script rather than shipping one that never starts', () => {
    expect(() => deferEntry('<head></head>', () => 'x')).toThrow(/no entry module script/);
  });
});
