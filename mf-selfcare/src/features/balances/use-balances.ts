import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@atlas/runtime';
import { useSession } from '@atlas/ui-kit';
import { balancesActions } from './balances-slice';

/** The selected line's balances, asked for when the page opens or the line is not the one loaded. */
export function useBalances() {
  const dispatch = useAppDispatch();
  const balances = useAppSelector((state) => state.balances);
  const { selectedLine } = useSession();
  const stale = balances?.mdn !== selectedLine?.mdn;
  useEffect(() => {
    if (selectedLine && stale && !balances?.loading && !balances?.error) dispatch(balancesActions.balancesRequested());
  }, [dispatch, selectedLine, stale, balances?.loading, balances?.error]);
  return {
    list: stale ? [] : (balances?.list ?? []),
    loading: !balances || balances.loading || (stale && !balances.error),
    error: balances?.error ?? null,
    retry: () => dispatch(balancesActions.balancesRequested()),
  };
}
