/**
 * The first message of a field's error, wherever it sits: a list field's
 * error is on the list ("At most 30 entries") or on an item ("licenseStates.2").
 */
export const firstError = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const value of Object.values(error)) {
    const found = firstError(value);
    if (found) return found;
  }
  return undefined;
};
