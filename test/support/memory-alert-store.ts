import type { AlertSchedule, AlertStore, DueAlert, SentMarker } from '../../functions/core/alert-ports';

/** The AlertStore contract in memory, for runner tests that must not touch the shared table's alert partition. */
export const memoryAlertStore = (searches: Array<Omit<DueAlert, 'alert'> & { alert?: AlertSchedule; lastDigestAt?: string }>) => {
  const markers = new Map<string, SentMarker>();
  const keyOf = (m: { userId: string; searchId: string; runAt: string }) => `${m.userId}/${m.searchId}/${m.runAt}`;
  const find = (userId: string, searchId: string) => searches.find((s) => s.userId === userId && s.searchId === searchId);
  const store: AlertStore = {
    async setAlert(userId, searchId, alert) {
      const s = find(userId, searchId);
      if (!s) return null;
      if (alert) s.alert = alert;
      else delete s.alert;
      return { lastDigestAt: s.lastDigestAt ?? null };
    },
    async due(at, limit) {
      return searches
        .filter((s): s is DueAlert => !!s.alert && s.alert.nextRunAt <= at.toISOString())
        .sort((a, b) => a.alert.nextRunAt.localeCompare(b.alert.nextRunAt))
        .slice(0, limit)
        .map((s) => ({ ...s, alert: { ...s.alert } }));
    },
    async sentMarkers(runs) {
      return runs.flatMap((r) => markers.get(keyOf(r)) ?? []);
    },
    async claimSends(ms) {
      if (ms.some((m) => markers.has(keyOf(m)))) return false;
      for (const m of ms) markers.set(keyOf(m), m);
      return true;
    },
    async releaseSends(ms) {
      for (const m of ms) markers.delete(keyOf(m));
    },
    async advance(userId, searchId, runAt, next) {
      const s = find(userId, searchId);
      if (!s?.alert || s.alert.nextRunAt !== runAt) return false;
      s.alert = { ...s.alert, cursor: next.cursor, nextRunAt: next.nextRunAt };
      if (next.lastDigestAt) s.lastDigestAt = next.lastDigestAt;
      return true;
    },
  };
  return { store, searches, markers };
};
