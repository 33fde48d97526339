/** Test-only: the evaluator's strict reading of request shapes; anything unexpected throws. */

export const fail = (message: string): never => {
  throw new Error(`evaluator: ${message}`);
};

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const only = (o: Record<string, unknown>, allowed: readonly string[], where: string) => {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) fail(`unsupported key "${k}" in ${where}`);
};

export const single = (o: unknown, where: string): [string, unknown] => {
  if (!isRecord(o)) return fail(`${where} must be an object`);
  const entries = Object.entries(o);
  if (entries.length !== 1) fail(`${where} must have exactly one key, got ${Object.keys(o).join(',')}`);
  return entries[0] as [string, unknown];
};
