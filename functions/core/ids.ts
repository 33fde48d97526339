import { monotonicFactory } from 'ulid';

const next = monotonicFactory();

/** A ULID: sorts by creation time, and strictly increases within a process even in the same millisecond. */
export const newId = (at: Date): string => next(at.getTime());
