import { fail, isRecord, only } from './dsl-shape';

/** Field types whose `range` the evaluator models as numbers (issue 16: graduationYear is a `short`). */
const INTEGER_TYPES = ['short', 'integer', 'long', 'byte'];
const NUMERIC_TYPES = [...INTEGER_TYPES, 'double', 'float'];

export const isNumericType = (type: string): boolean => NUMERIC_TYPES.includes(type);

/**
 * Test-only: OpenSearch's `range` on a numeric field. gt/gte/lt/lte bound
 * the values (gte/lte inclusive); a multi-valued field matches when any
 * value lies in the range; a document without the field never matches. Only
 * numeric bounds are modelled, and on integer types only whole numbers
 * (OpenSearch would round a fractional bound, which our builder never sends).
 */
export const numericRange = (field: string, type: string, spec: unknown, source: Record<string, unknown>): boolean => {
  if (!isRecord(spec)) return fail(`range.${field} must be an object`);
  only(spec, ['gt', 'gte', 'lt', 'lte'], `range.${field}`);
  if (field.includes('.')) fail(`range.${field}: only top-level numeric fields are modelled`);
  const bound = (k: string): number | undefined => {
    const v = spec[k];
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v)) return fail(`range.${field}.${k} must be a number`);
    if (INTEGER_TYPES.includes(type) && !Number.isInteger(v)) fail(`range.${field}.${k}: a fractional bound on a ${type} field is rounded; send whole numbers`);
    return v;
  };
  const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
  if ([gt, gte, lt, lte].every((b) => b === undefined)) fail(`range.${field} needs a bound`);
  const raw = source[field];
  const values = (raw === undefined || raw === null ? [] : [raw].flat()).filter((v): v is number => typeof v === 'number');
  return values.some((v) => (gt === undefined || v > gt) && (gte === undefined || v >= gte) && (lt === undefined || v < lt) && (lte === undefined || v <= lte));
};
