/** The message to show for a failure: the error's own when it has one, else the screen's fallback. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message.trim() ? error.message : fallback;
