import { errorCodeOf, skipToken } from '@atlas/runtime';
import { useSession } from '@atlas/ui-kit';
import { balancesApi } from './balances-api';

/**
 * The selected line's balances, read again when the line changes. The spec: no balance call
 * without a selected line's segmentation token (loading until there is one); a failure is
 * swallowed into a retryable state.
 */
export function useBalances() {
  const { selectedLine } = useSession();
  const read = balancesApi.useBalancesQuery(selectedLine?.mdn ?? skipToken);
  const answer = read.currentData;
  return {
    list: answer?.balances ?? [],
    // A refresh shows the skeleton again, as the first read does.
    loading: !read.isError && (answer === undefined || read.isFetching),
    error: read.isError ? errorCodeOf(read.error) : null,
    retry: () => void read.refetch(),
  };
}
