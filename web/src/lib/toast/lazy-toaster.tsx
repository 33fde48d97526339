import { type ComponentType, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { loadedSonner, loadSonner, sonnerLoaded } from './toast';

/** Long enough for the first page to finish its work; a toast before that loads sonner itself. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * sonner's Toaster, mounted once sonner has loaded: when the browser is first
 * idle after the page, or at the first toast. Toasts asked for before it
 * mounts show when it does (sonner keeps them until a Toaster subscribes).
 */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(() => loadedSonner()?.Toaster ?? null);
  useEffect(() => {
    let live = true;
    void sonnerLoaded.then((module) => live && setToaster(() => module.Toaster));
    const load = () => void loadSonner().catch(() => {});
    // Loaded ahead of need, so a toast still shows when the network has gone (the "could not reach the server" ones).
    const idle = window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(load, IDLE_TIMEOUT_MS);
    return () => {
      live = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return Toaster ? <Toaster {...props} /> : null;
}
