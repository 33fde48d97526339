import { describe, expect, it } from 'vitest';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { type Usage, usage } from '../../functions/core/schemas/usage';
import { api } from '../support/stack';
import { joinTeam, matrixTeam } from '../support/team-fixtures';
import type { TestUser } from '../support/users';
import { makeUser, stackDeps } from '../support/users';

/**
 * Issue 26 item 3: a team's members draw reveals from one pool per UTC day,
 * sized by seats (the personal cap, 5 in tests, per seat), exact under
 * concurrency; each member sees what they used and what the team has left.
 */

const usageOf = async (u: TestUser): Promise<Usage> => usage.parse((await api('/api/me/usage', { token: u.token })).body);

describe('the team pool', () => {
  it('50 parallel reveals from 5 members: exactly the pool succeeds, the rest 429', { timeout: 60_000 }, async () => {
    // The matrix team: owner, admin, two members, 10 seats; a fresh one so today's pool is untouched.
    const team = await matrixTeam();
    const fifth = await makeUser();
    const d = await stackDeps();
    await joinTeam(d, team.teamId, fifth, 'member');
    await d.teams.update(team.teamId, { seats: 5 });
    const pool = d.config.CONTACT_REVEAL_DAILY_CAP * 5;
    const members = [team.owner, team.admin, team.member, team.target, fifth];
    const withContact = (await api<PhysicianSearchResult>('/api/physicians')).body.items.filter((p) => p.hasPhone || p.hasEmail);
    expect(withContact.length).toBeGreaterThan(0);

    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => api(`/api/physicians/${withContact[i % withContact.length]!.id}/contact`, { method: 'POST', token: members[i % 5]!.token }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(pool);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - pool);

    const seen = await Promise.all(members.map(usageOf));
    // Every member sees the same team figure; their own counts add up to it.
    for (const u of seen) expect(u.team).toMatchObject({ seats: 5, reveals: { used: pool, cap: pool, remaining: 0 } });
    expect(seen.reduce((n, u) => n + u.reveals.used, 0)).toBe(pool);
    expect(seen.every((u) => u.reveals.remaining === 0)).toBe(true);
  });

  it('someone outside a team keeps their own cap and sees no team figure', async () => {
    const solo = await makeUser({ tier: 'premium' });
    const u = await usageOf(solo);
    expect(u.team).toBeUndefined();
    expect(u.reveals.cap).toBe(5);
  });
});
