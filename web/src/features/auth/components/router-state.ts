/** The email handed along in router state (`{ email }`) by sign-up, login and password reset. */
export const emailFromState = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' ? state.email : undefined;
