import { thousands } from '../core/thousands';
import type { Deps } from '../core/deps';
import { AppError } from '../core/errors';
import type { CarriedState } from '../core/list-ports';
import { LIST_MEMBERS_MAX } from '../core/schemas/lists';
import { listNotFound } from './guard';

/** A list by its owner: one's own, or one shared with one's team. */
export interface ListRef {
  readonly ownerId: string;
  readonly listId: string;
}

/**
 * Copies members to another list the caller reaches (their own or one shared with their team) with their status and note
 * (the target's add transactions keep its count and cap exact), and for a
 * move then takes off the source exactly those now in the target. Added
 * first, removed second: a move cut short leaves a member in both lists,
 * never in neither. Members the full target cannot take stay where they are.
 */
export const copyMembers = async (d: Deps, source: ListRef, target: ListRef, ids: readonly string[], carried: ReadonlyMap<string, CarriedState>, move: boolean, at: string) => {
  const added = await d.lists.addMembers(target.ownerId, target.listId, ids, at, LIST_MEMBERS_MAX, carried);
  if (!added) throw new AppError('NOT_FOUND', 'Target list not found');
  if (ids.length && !added.added.length && !added.alreadyInList.length && added.overLimit.length) {
    throw new AppError('CONFLICT', `The target list already holds the maximum of ${thousands(LIST_MEMBERS_MAX)} physicians. Remove some or use another list.`);
  }
  // One taken off the source by another request meanwhile is already where the move wanted it.
  if (move && !(await d.lists.removeMembers(source.ownerId, source.listId, [...added.added, ...added.alreadyInList], at))) throw listNotFound();
  return { added: added.added.length, alreadyInList: added.alreadyInList.length, overLimit: added.overLimit.length, gone: 0 };
};
