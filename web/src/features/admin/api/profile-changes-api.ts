import { profileChangeList } from '@core/schemas/profile-corrections';
import { api } from '../../../lib/api';

/** Issue 25: a physician's own changes, and the admin's revert of one. */
export const listProfileChanges = (physicianId: string) => api.get(`/api/admin/physicians/${encodeURIComponent(physicianId)}/profile-changes`, profileChangeList);

export const revertProfileChange = (physicianId: string, changeId: string) =>
  api.post(`/api/admin/physicians/${encodeURIComponent(physicianId)}/profile-changes/${encodeURIComponent(changeId)}/revert`, profileChangeList, {});
