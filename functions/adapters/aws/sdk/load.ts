import { createRequire } from 'node:module';

/**
 * The AWS SDK is the runtime's copy (external to the bundles) and ships as
 * CommonJS. Imported from an ES module, Node first scans each of its files
 * with the CJS export lexer, which doubled the SDK's share of a cold start
 * (~100 ms of ~150, scripts/bench/cold-init.ts); required, it loads without
 * the scan. So the adapters take the SDK from these bridges, never by
 * `import` of a value (`import type` is free: it is erased).
 */
export const loadSdk: NodeJS.Require = createRequire(import.meta.url);
