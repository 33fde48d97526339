import { describe, expect, it } from 'vitest';
import { DAILY_CAPS } from '../functions/core/fair-use-caps';
import { stageSettings } from './stages';

describe('stage settings', () => {
  it.each(['dev', 'prod'])('%s enforces the fair-use caps the plan copy states (issue 21)', (stage) => {
    const s = stageSettings(stage);
    expect([s.contactRevealDailyCap, s.exportDailyCap]).toEqual([DAILY_CAPS.reveals, DAILY_CAPS.exportRows]);
  });
});
