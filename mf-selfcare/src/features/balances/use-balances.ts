import { errorCodeOf, skipToken } from '@atlas/runtime';
import { useShownLine } from '../../components/shown-line';
import { balancesApi } from './balances-api';

/**
 * The selected line's balances, read again when the line changes. The spec: no balance call
 * without a selected line's segmentation token (loading until there is one); a failure is
 * swallowed into a retryable state. The line is the one the page shows (`useShownLine`): a new
 * line's read starts once its choice has been painted.
 */
export function useBalances() {
  const { selectedLine } = useShownLine();
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
