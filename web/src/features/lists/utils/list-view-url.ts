import { LIST_SORTS, MEMBER_STATUSES, type ListSort, type MemberStatus } from '@core/schemas/list-pipeline';
import { type ListView, defaultListView } from '../api/lists-api';

const isStatus = (v: string | null): v is MemberStatus => (MEMBER_STATUSES as readonly (string | null)[]).includes(v);
const isSort = (v: string | null): v is ListSort => (LIST_SORTS as readonly (string | null)[]).includes(v);

/**
 * The list page's view from its URL (`?status=contacted&sort=status`, the
 * API's own parameter names), so a reload, a shared link and Back keep it.
 * A value the API would refuse reads as the default rather than a 400 page.
 */
export const listViewFromSearch = (params: URLSearchParams): ListView => {
  const status = params.get('status');
  const sort = params.get('sort');
  return { status: isStatus(status) ? status : defaultListView.status, sort: isSort(sort) ? sort : defaultListView.sort };
};

/** `params` with `view` written in: defaults left out (a plain list keeps a plain URL), other parameters kept. */
export const withListView = (params: URLSearchParams, view: ListView): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (view.status) next.set('status', view.status);
  else next.delete('status');
  if (view.sort !== defaultListView.sort) next.set('sort', view.sort);
  else next.delete('sort');
  return next;
};
