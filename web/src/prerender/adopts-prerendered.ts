/**
 * Whether the app's first render in the browser is the markup prerendered
 * for this path (web/src/prerender/render-page.tsx: a signed-out visitor, no
 * query), so React can adopt it instead of replacing it. A query string
 * (filters in /search's URL) or a stored session (the auth gate's spinner)
 * renders something else, which React would meet as a hydration mismatch.
 */
export const adoptsPrerendered = (location: Pick<Location, 'search'>, storedSession: boolean): boolean =>
  !storedSession && location.search === '';
