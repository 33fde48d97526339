import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../core/errors';

// fatal: bytes that are not UTF-8 throw instead of turning into U+FFFD; ignoreBOM: the text stays as sent (webhook signatures).
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The body as text. API Gateway hands over bytes it does not take for text
 * base64-encoded (so does the local server, for bytes that are not UTF-8);
 * those must be UTF-8, or the request is refused, rather than stored with
 * U+FFFD where the client's characters were.
 */
export const rawBodyOf = (event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>): string => {
  if (!event.body) return '';
  if (!event.isBase64Encoded) return event.body;
  try {
    return strictUtf8.decode(Buffer.from(event.body, 'base64'));
  } catch {
    throw new AppError('VALIDATION', 'Request body is not valid UTF-8', { body: ['Not valid UTF-8'] });
  }
};

const NUL = /\u0000/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one: no character at all.
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LONE_SURROGATE = new RegExp(LONE_SURROGATES.source);

const problemOf = (s: string): string | null =>
  NUL.test(s) ? 'Must not contain the NUL character (\\u0000)' : LONE_SURROGATE.test(s) ? 'Must not contain an unpaired surrogate (not valid Unicode text)' : null;

interface Visit {
  readonly value: unknown;
  readonly key: string | number | null;
  readonly parent: Visit | null;
}

// A path deeper than this is shown by its last keys: JSON nested 100,000 deep needs no 100,000-key name.
const PATH_KEYS_SHOWN = 32;

const pathOf = (v: Visit, where: string): string => {
  const keys: Array<string | number> = [];
  for (let at: Visit | null = v; at && at.key !== null; at = at.parent) keys.push(at.key);
  if (!keys.length) return where;
  // A bad key is named readably; the details must be valid text themselves.
  const shown = keys.slice(0, PATH_KEYS_SHOWN).reverse().map((k) => (typeof k === 'string' ? k.replace(/\u0000/g, '\\u0000').replace(LONE_SURROGATES, '\uFFFD') : k));
  return `${keys.length > PATH_KEYS_SHOWN ? '….' : ''}${shown.join('.')}`;
};

// Enough to fix a request by; a body of a thousand bad strings need not be echoed whole.
const MAX_REPORTED = 20;

/**
 * Every string of a parsed body, query or path parameters, keys included,
 * must be text a person could have typed: no NUL (C string ends, log and
 * CSV breakage) and no unpaired surrogate (JSON's `"\ud800"`, which no
 * UTF-8 store can hold). The field errors name each place, as zod's do.
 * Iterative, with parent links: JSON nested a hundred thousand deep neither
 * overflows the stack nor costs a path copy per level.
 */
export const assertCleanText = (value: unknown, where: string): void => {
  // A Map, not an object: a field named `__proto__` must be reported, not assigned to the prototype.
  const details = new Map<string, string[]>();
  let found = 0;
  const report = (visit: Visit, problem: string) => {
    const path = pathOf(visit, where);
    details.set(path, [...(details.get(path) ?? []), problem]);
    found++;
  };
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length && found < MAX_REPORTED) {
    const visit = stack.pop() as Visit;
    const v = visit.value;
    if (typeof v === 'string') {
      const problem = problemOf(v);
      if (problem) report(visit, problem);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: visit });
    } else if (typeof v === 'object' && v !== null) {
      for (const [k, child] of Object.entries(v).reverse()) {
        const problem = problemOf(k);
        const entry = { value: child, key: k, parent: visit };
        if (problem) report(entry, `Field name: ${problem}`);
        else stack.push(entry);
      }
    }
  }
  if (found) throw new AppError('VALIDATION', `Invalid ${where}`, Object.fromEntries(details));
};
