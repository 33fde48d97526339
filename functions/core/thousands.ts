/**
 * An integer with US thousands separators ("10,000"), without Intl: the first
 * `toLocaleString` in a process loads ICU's number data, about 18 ms of a
 * Lambda's cold start when a schema message calls it at module load (issue 23).
 */
export const thousands = (n: number): string => {
  const digits = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
};
