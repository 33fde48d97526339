import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];
type Kind = 'success' | 'info' | 'warning' | 'error' | 'message' | 'loading';

/**
 * sonner (33 KB minified) is not on the first page's path: the app calls
 * this `toast`, which loads sonner on the first toast (or when the browser
 * is idle, see LazyToaster) and replays what was asked before it arrived.
 * Ids are chosen here, so callers get one back at once, as from sonner.
 */
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const pending: Array<(s: Sonner) => void> = [];
let lastId = 0;
let announceLoaded: (s: Sonner) => void = () => {};

/** Resolves once sonner is loaded, whoever loaded it: LazyToaster mounts the Toaster then. */
export const sonnerLoaded = new Promise<Sonner>((resolve) => {
  announceLoaded = resolve;
});

/** sonner when already loaded, so a Toaster mounting later shows at once. */
export const loadedSonner = (): Sonner | undefined => sonner;

export const loadSonner = (): Promise<Sonner> =>
  (loading ??= import('sonner').then((module) => {
    sonner = module;
    announceLoaded(module);
    for (const run of pending.splice(0)) run(module);
    return module;
  }));

const withSonner = (run: (s: Sonner) => void): void => {
  if (sonner) return run(sonner);
  pending.push(run);
  // A failed load (offline) loses the toast, not the caller's flow; the next toast tries again.
  loadSonner().catch(() => {
    loading = undefined;
    pending.length = 0;
  });
};

/** The toast on screen, or the last one shown. */
let current: string | number | undefined;

const show =
  (kind: Kind | null) =>
  (message: Message, data?: ExternalToast): string | number => {
    const id = data?.id ?? `toast-${++lastId}`;
    withSonner((s) => {
      // One toast at a time (spec core §9): a new one replaces the last, rather than queueing
      // behind it (the Toaster's visibleToasts=1 only hides the rest, still there for screen readers).
      if (current !== undefined && current !== id) s.toast.dismiss(current);
      current = id;
      (kind ? s.toast[kind] : s.toast)(message, { ...data, id });
    });
    return id;
  };

export const toast = Object.assign(show(null), {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
  message: show('message'),
  loading: show('loading'),
  dismiss: (id?: string | number): void => withSonner((s) => s.toast.dismiss(id)),
});
