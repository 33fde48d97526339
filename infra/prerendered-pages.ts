/**
 * Public pages whose first screen the web build renders into HTML
 * (web/prerender-plugin.ts), so their text paints before any JavaScript runs,
 * and the file each is written to. Every other client route gets the plain
 * /index.html. CloudFront's viewer-request function (site.ts) and the local
 * static server (scripts/local/static-files.ts) both map paths with this.
 */
export const prerenderedPages: Readonly<Record<string, string>> = {
  '/': '/_pages/index.html',
  '/search': '/_pages/search.html',
  '/about': '/_pages/about.html',
  '/pricing': '/_pages/pricing.html',
  '/terms': '/_pages/terms.html',
  '/privacy': '/_pages/privacy.html',
  '/compliance': '/_pages/compliance.html',
  '/money-back-guarantee': '/_pages/money-back-guarantee.html',
};

/** The prerendered file for a request path (`/search/` as `/search`), if it has one. */
export const prerenderedFileOf = (path: string): string | undefined => {
  const key = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return Object.hasOwn(prerenderedPages, key) ? prerenderedPages[key] : undefined;
};
