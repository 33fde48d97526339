import { fail, isRecord, only } from './dsl-shape';

/**
 * `date` fields (issue 17, publishedAt): values parsed as the default format
 * (strict_date_optional_time||epoch_millis) parses them, to epoch
 * milliseconds. Only the shape Date#toISOString writes is modelled, so no
 * missing component is ever rounded (OpenSearch fills those in).
 */
const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/**
 * A bare date (issue 25's availableFrom) as an indexed value: the default
 * format reads it as that day's midnight UTC, as Date.parse does. Never as a
 * range bound, where OpenSearch would round the missing time up.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const parseDate = (v: unknown, where: string, indexed = false): number =>
  typeof v === 'string' && (ISO_MILLIS.test(v) || (indexed && ISO_DAY.test(v))) && !Number.isNaN(Date.parse(v))
    ? Date.parse(v)
    : fail(`${where}: only ISO times like 2026-01-02T03:04:05.678Z are modelled (and, stored, dates like 2026-01-02)`);

/** `range` with gt/gte/lt/lte on a date field: any value in the range matches; a document without one never does. */
export const dateRange = (field: string, spec: unknown, values: readonly number[]): boolean => {
  if (!isRecord(spec)) return fail(`range.${field} must be an object`);
  only(spec, ['gt', 'gte', 'lt', 'lte'], `range.${field}`);
  const bound = (k: string) => (spec[k] === undefined ? undefined : parseDate(spec[k], `range.${field}.${k}`));
  const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
  return values.some((v) => (gt === undefined || v > gt) && (gte === undefined || v >= gte) && (lt === undefined || v < lt) && (lte === undefined || v <= lte));
};
