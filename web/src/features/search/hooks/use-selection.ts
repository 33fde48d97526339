import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast/toast';
import { SELECT_ALL_MAX } from '@core/schemas/physician-constants';
import type { Access } from '../../../components/access/use-access';
import { ApiError, type QueryValue } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import { getPhysicianIds } from '../api/get-physician-ids';
import { afterPageChange, afterSearchChange, allSelected, noSelection, type Refusal, type Selection, toggleOne, togglePage } from '../utils/selection';
import { formatCount } from '../../../lib/format-count';

const plural = (n: number) => `${formatCount(n)} ${n === 1 ? 'physician' : 'physicians'}`;

const refusalToast = (refused: Refusal | undefined, limit: number | null) => {
  if (refused === 'free-limit')
    toast.error('Free Limit Reached', { description: `You can select up to ${limit} physicians on the free plan. Upgrade to select more.` });
};

const selectAllRefusals = {
  signIn: () => toast.error('Authentication Required', { description: 'Please log in to select all results' }),
  /** A basic subscriber is not on a free account: tell them what they lack instead. */
  subscribe: (basic: boolean) =>
    toast.error('Subscription Required', {
      description: basic ? 'Selecting all results requires the Annual plan.' : 'You can only select up to 20 physicians with a free account',
    }),
};

type Options = { access: Access; idsQuery: Record<string, QueryValue>; page: number };

/** Selection modes and their toasts (spec core §4, §8). */
export const useSelection = ({ access, idsQuery, page }: Options) => {
  const [selection, setSelection] = useState<Selection>(noSelection);
  const [selectingAll, setSelectingAll] = useState(false);
  const searchKey = JSON.stringify(idsQuery);
  const seen = useRef({ searchKey, page });

  useEffect(() => {
    if (seen.current.searchKey !== searchKey) setSelection(afterSearchChange);
    else if (seen.current.page !== page) setSelection(afterPageChange);
    seen.current = { searchKey, page };
  }, [searchKey, page]);

  const limit = access.visibleLimit;

  const toggle = (id: string) => {
    const outcome = toggleOne(selection, id, limit);
    setSelection(outcome.selection);
    refusalToast(outcome.refused, limit);
  };

  const togglePageOf = (visibleIds: readonly string[]) => {
    const outcome = togglePage(selection, visibleIds, limit);
    setSelection(outcome.selection);
    refusalToast(outcome.refused, limit);
  };

  const toggleAll = async () => {
    if (selection.mode === 'all') return setSelection(noSelection);
    if (!access.signedIn) return selectAllRefusals.signIn();
    if (!access.passes('premium')) return selectAllRefusals.subscribe(access.subscribedTo('basic'));
    setSelectingAll(true);
    try {
      const { ids } = await getPhysicianIds(idsQuery);
      setSelection(allSelected(ids));
      toast.success('Results Selected', {
        description: `${plural(ids.length)} selected${ids.length >= SELECT_ALL_MAX ? ' (maximum limit)' : ''}`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) selectAllRefusals.signIn();
      else if (error instanceof ApiError && error.status === 402) selectAllRefusals.subscribe(access.subscribedTo('basic'));
      else toast.error('Error', { description: errorMessage(error, 'Failed to select all results') });
    } finally {
      setSelectingAll(false);
    }
  };

  return { selection, selectingAll, toggle, togglePage: togglePageOf, toggleAll };
};
