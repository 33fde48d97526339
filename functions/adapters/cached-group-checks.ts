import type { UserDirectory } from '../core/ports';

/** How stale a group answer may be: removing an admin takes effect within this, not when their token expires. */
export const GROUP_CHECK_TTL_MS = 60_000;

// Only callers whose token already says admin are checked, so this stays tiny; the bound is a backstop.
const MAX_ENTRIES = 1_000;

interface Answer {
  readonly at: number;
  readonly inGroup: Promise<boolean>;
}

/**
 * Remembers each group answer per warm process for at most `ttlMs` by the
 * injected clock, so an admin browsing costs one Cognito call a minute, not
 * one per request. Concurrent checks share one call; a failed call is not kept.
 */
export const withCachedGroupChecks = (inner: UserDirectory, now: () => Date, ttlMs = GROUP_CHECK_TTL_MS): UserDirectory => {
  const answers = new Map<string, Answer>();
  const fresh = (a: Answer | undefined, t: number): a is Answer => !!a && t >= a.at && t - a.at < ttlMs;
  const prune = (t: number) => {
    for (const [key, a] of answers) if (!fresh(a, t)) answers.delete(key);
    // Still full of fresh answers: drop the oldest (Map keeps insertion order).
    for (const key of answers.keys()) {
      if (answers.size < MAX_ENTRIES) break;
      answers.delete(key);
    }
  };
  return {
    list: (emailContains) => inner.list(emailContains),
    isInGroup(username, group) {
      // JSON keeps the two parts apart whatever characters they hold.
      const key = JSON.stringify([group, username]);
      const t = now().getTime();
      const cached = answers.get(key);
      if (fresh(cached, t)) return cached.inGroup;
      if (answers.size >= MAX_ENTRIES) prune(t);
      const inGroup = inner.isInGroup(username, group);
      answers.set(key, { at: t, inGroup });
      inGroup.catch(() => {
        if (answers.get(key)?.inGroup === inGroup) answers.delete(key);
      });
      return inGroup;
    },
  };
};
