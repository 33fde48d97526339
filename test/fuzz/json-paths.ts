import type { SampleRequest } from '../support/route-samples';
import type { Json } from './values';

export type FieldPath = readonly (string | number)[];

/** The JSON a sample carries, parsed for raw-body routes so their fields can be mutated too. */
export const baseBody = (sample: SampleRequest): Json | undefined =>
  sample.body !== undefined ? (sample.body as Json) : sample.rawBody !== undefined ? (JSON.parse(sample.rawBody) as Json) : undefined;

/** Every path into the sample body: the root, each key, the first item of each array. */
export const fieldPaths = (value: Json | undefined, prefix: FieldPath = []): FieldPath[] => {
  const out: FieldPath[] = [prefix];
  if (Array.isArray(value)) {
    if (value.length) out.push(...fieldPaths(value[0] as Json, [...prefix, 0]));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...fieldPaths(v, [...prefix, k]));
  }
  return out;
};

export const objectPaths = (value: Json | undefined): FieldPath[] => {
  const paths = fieldPaths(value ?? {}).filter((p) => {
    const v = getAt(value ?? {}, p);
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  });
  return paths.length ? paths : [[]];
};

const getAt = (root: Json, path: FieldPath): Json | undefined => {
  let v: Json | undefined = root;
  for (const k of path) v = v !== null && typeof v === 'object' ? (v as Record<string, Json>)[k as string] : undefined;
  return v;
};

/** Own properties even for `__proto__`, so JSON.stringify writes them as sent. */
const put = (target: Json, key: string | number, value: Json | undefined): void => {
  if (target === null || typeof target !== 'object') return;
  if (value === undefined) {
    if (Array.isArray(target) && typeof key === 'number') target.splice(key, 1);
    else delete (target as Record<string, Json>)[key as string];
  } else {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  }
};

export const setAt = (root: Json | undefined, path: FieldPath, value: Json | undefined): Json | undefined => {
  if (!path.length) return value;
  const copy = structuredClone(root ?? {});
  const parent = getAt(copy, path.slice(0, -1));
  if (parent !== undefined) put(parent, path[path.length - 1] as string | number, value);
  return copy;
};
