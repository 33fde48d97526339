/**
 * Cursors of the intent order (issue 25). Its ranks are judged at a query
 * time (`intentAsOf`), so an intent that expires between two clicks would
 * move its physician from the top group to the rest and make Next skip or
 * repeat rows. A cursor of this order therefore carries the time page 1 was
 * read at (`<id>.<ms in base 36>`, still opaque: an id and a time, nothing
 * about a person), and every page reached by it is ranked at that time.
 *
 * The time is the client's to send back, so it is checked, never trusted:
 * one in the future, unreadable, or older than CURSOR_AS_OF_MAX_AGE_MS is
 * replaced by now. The bound keeps a made-up time from ranking intent that
 * expired long ago: at most an intent that was current within that window
 * (which the same caller could have seen then) keeps its place; withdrawn
 * consent deletes the intent, so no time brings that back. Badges are
 * always judged at the server's clock (core/intent.ts withLiveIntent).
 */
export const CURSOR_AS_OF_MAX_AGE_MS = 30 * 60_000;

export const intentCursorOf = (id: string, asOf: string): string => `${id}.${Date.parse(asOf).toString(36)}`;

/** The anchor id, and the query time a cursor of the intent order carries when it is one to honour. */
export const readCursor = (cursor: string, now: Date): { id: string; asOf?: string } => {
  const dot = cursor.indexOf('.');
  if (dot < 0) return { id: cursor };
  const id = cursor.slice(0, dot);
  const ms = Number.parseInt(cursor.slice(dot + 1), 36);
  const age = now.getTime() - ms;
  return Number.isFinite(ms) && age >= 0 && age <= CURSOR_AS_OF_MAX_AGE_MS ? { id, asOf: new Date(ms).toISOString() } : { id };
};
