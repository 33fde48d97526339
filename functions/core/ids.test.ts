import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { currentPhysicianId, newPhysicianId } from './ids';
import { physicianIdParams } from './schemas/physician';

describe('newPhysicianId', () => {
  it('is phy_ and 26 base32 characters (128 random bits), within the API id pattern', () => {
    const id = newPhysicianId();
    expect(id).toMatch(currentPhysicianId);
    expect(physicianIdParams.safeParse({ id }).success).toBe(true);
  });

  it('never repeats across 10,000 ids, and neighbours share no prefix beyond chance', () => {
    const ids = Array.from({ length: 10_000 }, newPhysicianId);
    expect(new Set(ids).size).toBe(ids.length);
    // A counter or a ULID made in one millisecond shares most leading characters with the next id; random ids share ~0.03 on average.
    let shared = 0;
    for (let i = 1; i < ids.length; i++) {
      const [a, b] = [ids[i - 1] as string, ids[i] as string];
      let n = 4;
      while (n < a.length && a[n] === b[n]) n++;
      shared += n - 4;
    }
    expect(shared / (ids.length - 1)).toBeLessThan(0.2);
  });

  it('uses every base32 symbol at every position but the last, as uniform bits would', () => {
    const ids = Array.from({ length: 4_000 }, newPhysicianId);
    for (let pos = 4; pos < 29; pos++) expect(new Set(ids.map((id) => id[pos])).size).toBe(32);
  });

  it('takes no input, so nothing about a person can be in it', () => {
    expect(newPhysicianId.length).toBe(0);
    const email = 'jane.doe@example.com';
    const hash = createHash('sha256').update(`email:${email}`).digest('hex');
    expect(newPhysicianId()).not.toContain(hash.slice(0, 20));
  });
});
