/**
 * The daily fair-use caps every deployed stage enforces, in one place: the
 * config defaults (functions/core/config.ts), the stage settings CDK hands
 * each Lambda (infra/stages.ts) and the plan copy the web shows (pricing
 * cards, FAQ, landing, terms) all read these, so what a plan promises is
 * what the reveal and export endpoints hold a user to. Keys follow
 * GET /api/me/usage (`reveals`, `exportRows`).
 */
export const DAILY_CAPS = {
  /** Contact reveals one user may make per UTC day (CONTACT_REVEAL_DAILY_CAP). */
  reveals: 1000,
  /** Rows one user may export per UTC day, a list export counting each of its rows (EXPORT_DAILY_CAP). */
  exportRows: 5000,
} as const;
