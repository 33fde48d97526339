import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Plugin, type ResolvedConfig, createServer } from 'vite';
import { prerenderedPages } from '../infra/prerendered-pages';
import { deferEntry, withoutModulePreloads } from './src/prerender/defer-entry';
import { withPrerendered } from './src/prerender/with-prerendered';


/**
 * After the client build, renders each public page of infra/prerendered-pages.ts
 * with React on Node (through Vite's SSR loader, so aliases and JSX work as in
 * the build) and writes it into a copy of index.html at the listed file. The
 * LCP text is then in the HTML instead of waiting for the JavaScript chain.
 */
export const prerender = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = config.build.outDir;
      // Here, not in a plugin of its own: closeBundle hooks run in parallel, and the pages below copy index.html.
      deferEntryIn(outDir);
      const template = withoutModulePreloads(readFileSync(join(outDir, 'index.html'), 'utf8'));
      const server = await createServer({
        root: config.root,
        configFile: false,
        resolve: { alias: config.resolve.alias },
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const { renderPage } = (await server.ssrLoadModule('/src/prerender/render-page.tsx')) as { renderPage: (path: string) => Promise<string> };
        for (const [path, file] of Object.entries(prerenderedPages)) {
          const target = join(outDir, file);
          mkdirSync(dirname(target), { recursive: true });
          // No modulepreload at all (defer-entry.ts): Lighthouse's simulation counts them before the first paint.
          writeFileSync(target, withPrerendered(template, await renderPage(path)));
        }
      } finally {
        await server.close();
      }
    },
  };
};

/** deferEntry on `outDir`'s index.html, in place, writing the boot module beside the assets under a content hash. */
const deferEntryIn = (outDir: string): void => {
  const path = join(outDir, 'index.html');
  const { html, boot } = deferEntry(readFileSync(path, 'utf8'), (text) => `/assets/boot-${createHash('sha256').update(text).digest('hex').slice(0, 8)}.js`);
  writeFileSync(join(outDir, boot.file), boot.text);
  writeFileSync(path, html);
};
