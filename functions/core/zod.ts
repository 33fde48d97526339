/**
 * zod for the whole codebase, imported as `import * as z from '…/core/zod'`.
 * zod's own `z` export is a namespace object, and an object keeps every
 * member alive: each Lambda and the web carried all of zod (40 locales,
 * JSON-schema conversion), 443 KB minified. Through this module every use is
 * a static member access, so esbuild and Vite keep only what is used (~90 KB).
 */
export * from 'zod';
