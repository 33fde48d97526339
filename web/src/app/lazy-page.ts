import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A page component whose code is fetched when first shown; `preload` fetches it ahead. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

const isLazyPage = (c: unknown): c is LazyPage => typeof c === 'object' && c !== null && 'preload' in c;

/** A lazily loaded page: each feature's pages are fetched only when first visited. */
export const page = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage => {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
    });
  // Preloaded before its first render (main.tsx, the prerender), a page renders at once instead of
  // suspending: React.lazy reads a thenable that resolves synchronously. A real Promise never does.
  const settled = (component: ComponentType) =>
    ({ then: (resolve: (m: { default: ComponentType }) => void) => resolve({ default: component }) }) as unknown as Promise<{ default: ComponentType }>;
  const Page = lazy(() => (loaded ? settled(loaded) : preload().then(() => ({ default: loaded as ComponentType }))));
  return Object.assign(Page, { preload });
};

/**
 * Fetches the pages `pathname` shows, so the first render has them (no
 * spinner over a prerendered page). A failed fetch is left to the page's
 * error boundary, which meets it again when the page renders.
 */
export const preloadPages = async (routes: RouteObject[], pathname: string): Promise<void> => {
  // Matching ranks every route (a few ms on a phone): in a task of its own, not the end of the entry's evaluation,
  // which is already the longest task after the first paint (issue 24).
  await new Promise((resolve) => setTimeout(resolve));
  const pages = (matchRoutes(routes, pathname) ?? []).map((m) => m.route.Component).filter(isLazyPage);
  await Promise.all(pages.map((p) => p.preload().catch(() => undefined)));
};
