import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Deployed functions run without `--enable-source-maps`: with it Node parses
 * the bundle's map at every cold start (15 to 25 ms of a 150 ms budget,
 * issue 23), to serve the few stacks that are ever logged. A stack is mapped
 * here instead, when it is logged: frames in the bundle (one minified
 * `index.mjs`, this module's own file once bundled) become the source's
 * file:line:column, read from `index.mjs.map` beside it on first need.
 * Unbundled (tests, `npm start`) there is no map beside this file and a
 * stack is left as it is, already in source terms.
 */
type Bundle = { url: string; path: string; map: SourceMap };
let bundle: Bundle | null | undefined;

const bundleOf = (): Bundle | null => {
  if (bundle !== undefined) return bundle;
  try {
    const url = import.meta.url;
    const path = fileURLToPath(url);
    bundle = { url, path, map: new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')) as ConstructorParameters<typeof SourceMap>[0]) };
  } catch {
    bundle = null;
  }
  return bundle;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stack with each bundle frame's position replaced by its source position (positions with no mapping stay). */
export const sourceStack = (stack: string, b: Bundle | null = bundleOf()): string => {
  if (!b) return stack;
  const frame = new RegExp(`(?:${escape(b.url)}|${escape(b.path)}):(\\d+):(\\d+)`, 'g');
  return stack.replace(frame, (whole, line: string, column: string) => {
    const entry = b.map.findEntry(Number(line) - 1, Number(column) - 1);
    if (!('originalSource' in entry)) return whole;
    return `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
};

/** The same error with its stack (and its causes') in source terms: call it just before logging an error. */
export const withSourceStack = <T>(error: T): T => {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.stack) e.stack = sourceStack(e.stack);
  }
  return error;
};

/** Wraps an event function's handler so an error it throws reaches the runtime's log with a source stack. */
export const withSourceStacks =
  <A extends unknown[], R>(handler: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await handler(...args);
    } catch (e) {
      throw withSourceStack(e);
    }
  };

/** For tests: which map (if any) this module found, then forget it. */
export const bundleMapPathForTests = (): string | null => {
  const b = bundleOf();
  bundle = undefined;
  return b ? `${b.path}.map` : null;
};
