import { randomInt } from 'node:crypto';
import { npiCheckDigit } from '../../functions/core/npi';
import type { PhysicianRecord } from '../../functions/core/schemas/physician';
import { stackDeps } from './users';

let seeded: PhysicianRecord[] | undefined;

/**
 * The stack's seeded profiles in a stable order (by NPI, which the seed
 * makes from the index): ids are random, so tests that need "some seeded
 * physician" take one from here instead of naming a fixed id.
 */
export const seededPhysicians = async (): Promise<PhysicianRecord[]> => {
  if (!seeded) {
    const d = await stackDeps();
    const all: PhysicianRecord[] = [];
    await d.physicians.scanAll((page) => void all.push(...page.filter((r) => r.source === 'seed')));
    seeded = all.sort((a, b) => (a.npi ?? '').localeCompare(b.npi ?? ''));
  }
  return seeded;
};

/** The ids of the first `count` seeded profiles. */
export const seededPhysicianIds = async (count: number): Promise<string[]> => (await seededPhysicians()).slice(0, count).map((r) => r.id);

/** A random NPI with a valid check digit: unique enough that a test's physician is the only one holding it. */
export const newNpi = (): string => {
  const base = `1${String(randomInt(1e8)).padStart(8, '0')}`;
  return `${base}${npiCheckDigit(base)}`;
};

/** A caller in no team, for hand-made deps: the plan and the allowance are the user's own (core/subscription.ts). */
export const noTeam = { linkOf: async (): Promise<null> => null };
