/**
 * Accepts only same-origin paths ("/x", not "//evil.example" or "https://..."),
 * so a crafted ?return_to= cannot send a user off-site after login.
 */
export const safeInternalPath = (value: string | null | undefined): string | undefined => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
};

/** The origin a protected route remembered in router state (`{ from: Location }`). */
export const rememberedPath = (state: unknown): string | undefined => {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from: unknown = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from) || typeof from.pathname !== 'string') return undefined;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return safeInternalPath(`${from.pathname}${search}${hash}`);
};
