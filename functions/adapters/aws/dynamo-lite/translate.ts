import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';

/**
 * Which members of a command's input and output hold native values, and how
 * deep: lib-dynamodb's own scheme (its `inputKeyNodes`/`outputKeyNodes`,
 * @aws-sdk/lib-dynamodb/dist-cjs/index.js), ported so the translation is the
 * same member for member. `ALL_VALUES` ({}): each value of that map is one
 * attribute; `SELF` (null): the member itself is one attribute; `ALL_MEMBERS`
 * ([]): each element is one attribute; `'*'`: every key at that level.
 */
export type KeyNodes = { readonly [key: string]: KeyNodes } | readonly KeyNodes[] | null;

export const SELF = null;
export const ALL_VALUES: KeyNodes = {};
export const ALL_MEMBERS: KeyNodes = [];
const NEXT_LEVEL = '*';

type Translate = (value: unknown) => unknown;
type Obj = Record<string, unknown>;

const processObj = (obj: unknown, fn: Translate, nodes: KeyNodes | undefined): unknown => {
  if (obj === undefined) return undefined;
  if (nodes == null) return fn(obj);
  const keys = Object.keys(nodes);
  if (keys.length === 1 && keys[0] === NEXT_LEVEL) {
    const next = (nodes as Record<string, KeyNodes>)[NEXT_LEVEL];
    const acc: Obj | unknown[] = Array.isArray(obj) ? [] : {};
    for (const [k, v] of Object.entries(obj ?? {})) if (typeof v !== 'function') (acc as Obj)[k] = processObj(v, fn, next);
    return acc;
  }
  return keys.length === 0 ? processAllKeys(obj, fn) : processKeys(obj as Obj, fn, nodes as Record<string, KeyNodes>);
};

const processKeys = (obj: Obj, fn: Translate, nodes: Record<string, KeyNodes>): unknown => {
  const acc: Obj | unknown[] = Array.isArray(obj)
    ? obj.filter((item) => typeof item !== 'function')
    : Object.fromEntries(Object.entries(obj).filter(([, v]) => typeof v !== 'function'));
  for (const [key, child] of Object.entries(nodes)) {
    if (typeof obj[key] === 'function') continue;
    const out = processObj(obj[key], fn, child);
    if (out !== undefined && typeof out !== 'function') (acc as Obj)[key] = out;
  }
  return acc;
};

const processAllKeys = (obj: unknown, fn: Translate): unknown => {
  if (Array.isArray(obj)) return obj.filter((item) => typeof item !== 'function').map((item) => processObj(item, fn, SELF));
  const acc: Obj = {};
  for (const [key, value] of Object.entries(obj as Obj)) {
    if (typeof value === 'function') continue;
    const out = processObj(value, fn, SELF);
    if (out !== undefined && typeof out !== 'function') acc[key] = out;
  }
  return acc;
};

// lib-dynamodb's options as DynamoDBDocumentClient.from sets them (convertTopLevelContainer, convertWithoutMapWrapper).
export interface MarshallOptions {
  removeUndefinedValues?: boolean;
  convertEmptyValues?: boolean;
  convertClassInstanceToMap?: boolean;
}
export const marshallInput = (input: object, nodes: Record<string, KeyNodes>, options: MarshallOptions): Obj => {
  const opts = { ...options, convertTopLevelContainer: true };
  // util-dynamodb's marshall is typed for whole items; with convertTopLevelContainer it takes any one value.
  return processKeys(input as Obj, (v) => marshall(v as Obj, opts), nodes) as Obj;
};
export const unmarshallOutput = (output: object, nodes: Record<string, KeyNodes>): Obj =>
  // An attribute value (`{ S: 'x' }`), not an item: convertWithoutMapWrapper reads it as one.
  processKeys(output as Obj, (v) => unmarshall(fromWire(v) as Parameters<typeof unmarshall>[0], { convertWithoutMapWrapper: true }), nodes) as Obj;

/** An item map (`{ attr: { S: 'x' } }`) as native values: what an error's `Item` holds. */
export const unmarshallItem = (item: unknown): Obj => unmarshall(fromWire({ M: item }) as Parameters<typeof unmarshall>[0], { convertWithoutMapWrapper: true }) as Obj;

type Wire = Record<string, unknown>;
const bytes = (b64: unknown): Uint8Array => {
  const buf = Buffer.from(String(b64), 'base64');
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
};
/** An attribute value as JSON carries it (binary as base64) to the SDK's shape (binary as Uint8Array). */
export const fromWire = (av: unknown): unknown => {
  if (av === null || typeof av !== 'object') return av;
  const v = av as Wire;
  if ('B' in v) return { B: bytes(v.B) };
  if ('BS' in v) return { BS: (v.BS as unknown[]).map(bytes) };
  if ('M' in v) return { M: Object.fromEntries(Object.entries(v.M as Wire).map(([k, x]) => [k, fromWire(x)])) };
  if ('L' in v) return { L: (v.L as unknown[]).map(fromWire) };
  return v;
};

/** JSON with binary (Uint8Array, Buffer) as base64, as DynamoDB's JSON protocol wants it. */
export const toWireJson = (input: object): string =>
  JSON.stringify(input, function (this: Record<string, unknown>, key: string, value: unknown) {
    // `this[key]`, not `value`: a Buffer's toJSON has already turned `value` into { type, data }.
    const raw = this[key];
    return raw instanceof Uint8Array ? Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') : value;
  });
