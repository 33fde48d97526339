/**
 * zod for the whole codebase, imported as `import * as z from '…/core/zod'`.
 * zod's own `z` export is a namespace object, and an object keeps every
 * member alive: each Lambda and the web carried all of zod (40 locales,
 * JSON-schema conversion), 443 KB minified. Through this module every use is
 * a static member access, so esbuild and Vite keep only what is used (~90 KB).
 */
export * from 'zod';
import { config } from 'zod';

// In a browser, our CSP never allows eval: zod's JIT probe (`new Function`) was refused and reported
// as a CSP violation on every page load before zod fell back to interpreting. Say so up front.
// Lambdas keep the JIT: a warm container parses the same schemas many times.
if ('document' in globalThis) config({ jitless: true });
