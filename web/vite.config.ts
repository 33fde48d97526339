import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devConfigJson, proxyToApp } from './dev-proxy';
import { prerender } from './prerender-plugin';
import { sharedRouteChunk } from './shared-route-chunk';

/** What /search shares with other routes, in one chunk (issue 24; shared-route-chunk.ts). */
const searchShared = sharedRouteChunk('/web/src/app/search-route.tsx', '/web/src/main.tsx', ['/web/src/features/public/pages/landing-page.tsx']);

/** Paths relative to this file, so the build works from any working directory. */
const here = (relative: string): string => decodeURIComponent(new URL(relative, import.meta.url).pathname);

/**
 * In `npm run dev:web` the API, /config.json and /cognito come from the local server;
 * set WEB_DEV_API_ORIGIN (e.g. http://localhost:3000) to proxy them. Unset, the
 * dev server serves the web alone.
 */
const apiOrigin = process.env.WEB_DEV_API_ORIGIN;

export default defineConfig({
  root: here('.'),
  plugins: [react(), tailwindcss(), prerender(), searchShared.plugin, ...(apiOrigin ? [devConfigJson(apiOrigin)] : [])],
  resolve: {
    alias: { '@core': here('../functions/core') },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    // A lazy route's chunks load through the browser's own module graph rather than Vite's preload helper: the helper
    // appended a <link rel=modulepreload> per dependency (40 on /search), about 50 ms of main thread here and four
    // times that at the phone speed Lighthouse simulates, all of it blocking time after the first paint (issue 24). The HTML keeps its preloads of the entry's imports.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only modules other routes share too (the route's own stay in its chunk), and not their dependencies: those
          // the entry imports stay in the entry's chunks.
          groups: [{ name: 'search-shared', test: searchShared.test, minShareCount: 2, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    // The shared zod schemas live in ../functions/core, outside the web root.
    fs: { allow: [here('..')] },
    // /cognito too: the local server's Cognito proxy grants no other origin, so the dev page reaches it as its own.
    // /config.json is the devConfigJson plugin's: the browser reaches Cognito on this origin.
    proxy: apiOrigin ? { '/api': proxyToApp(apiOrigin), '/cognito': proxyToApp(apiOrigin) } : undefined,
  },
});
