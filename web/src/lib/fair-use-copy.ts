import { DAILY_CAPS } from '@core/fair-use-caps';
import { SELECT_ALL_MAX } from '@core/schemas/physician-constants';
import { formatCount } from './format-count';

const n = formatCount;

/**
 * The limits as the plan copy words them, built from the constants the API
 * enforces (functions/core/fair-use-caps.ts, SELECT_ALL_MAX): pricing,
 * landing, FAQ and checkout cannot promise more than a user is held to.
 */
export const fairUseCopy = {
  /** "1,000 contact reveals a day" */
  reveals: `${n(DAILY_CAPS.reveals)} contact reveals a day`,
  /** "5,000 exported contacts a day" */
  exports: `${n(DAILY_CAPS.exportRows)} exported contacts a day`,
  /** "500 search results" */
  selectAll: `${n(SELECT_ALL_MAX)} search results`,
} as const;
