import { planLabel } from '@core/plans';
import type { Access } from '../../../components/access/use-access';
import { demoRestrictionMessages } from '../../../components/demo/demo-tooltip';

/** Why each bulk action is unavailable to this viewer; absent when it is available. */
export interface LockedActions {
  addToList?: string;
  exportSelected?: string;
  selectAll?: string;
}

/**
 * The refusals of spec core §6 and §8, said before the click: the same
 * rules (functions/core/access.ts through useAccess) the server enforces
 * and useBulkActions / useSelection check again on click.
 */
export const lockedActions = (access: Access): LockedActions => {
  if (!access.ready) return {};
  if (!access.signedIn)
    return {
      addToList: 'Log in and subscribe to add physicians to lists',
      exportSelected: 'Log in and subscribe to export physicians',
      selectAll: 'Log in and subscribe to select all results',
    };
  const premium = planLabel('premium');
  const limit = access.visibleLimit;
  return {
    addToList:
      access.isDemo || access.capabilities?.canCreateLists === false
        ? demoRestrictionMessages.default
        : access.passes('basic') ? undefined : 'Subscribe to a paid plan to add physicians to lists',
    exportSelected:
      access.isDemo || access.capabilities?.canExport === false
        ? demoRestrictionMessages.default
        : access.passes('basic') ? undefined : 'Subscribe to a paid plan to export physicians',
    selectAll: access.passes('premium')
      ? undefined
      : access.subscribedTo('basic') || limit === null
        ? `Select All needs the ${premium}`
        : `Select All needs the ${premium}; the free plan selects up to ${limit} physicians`,
  };
};
