import { useCallback, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language } from '@atlas/contracts';
import { toApiError } from '@atlas/runtime';
import { EmptyState, ErrorState, formatMoment, formatPrice, ReceiptDownload, Select, SiteLink, Skeleton, useSession } from '@atlas/ui-kit';
import { TRANSACTION_PAGE_SIZE, type Transaction, type TransactionStatus, type SortOrder } from '@atlas/contracts/histories';
import { SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { fetchTransactions } from './histories-api';
import { Badge, Filters, Item, List, PageSizeSelect, Pager } from './history-parts';
import { HISTORIES_NS } from '../../i18n/selfcare-histories';
import { lineInText } from './histories-api';
import { BANK_BILL_PATH } from '../../components/bank-bill-path';

/** The spec's transaction-history state. */
export interface TransactionHistoryState {
  status: TransactionStatus | 'all';
  typeSort: SortOrder;
  pageSize: number;
  pageNumber: number;
  listTransaction: Transaction[];
  isEmpty: boolean;
  totalPages: number;
  loading: boolean;
  error: string | null;
}

type Action =
  | { type: 'filter'; status: TransactionHistoryState['status'] }
  | { type: 'resize'; pageSize: number }
  | { type: 'sort'; typeSort: SortOrder }
  | { type: 'page'; pageNumber: number }
  | { type: 'loaded'; listTransaction: Transaction[]; isEmpty: boolean; totalPages: number }
  | { type: 'failed'; code: string };

export const initialTransactionHistory: TransactionHistoryState = {
  status: 'all',
  typeSort: 'desc',
  pageSize: TRANSACTION_PAGE_SIZE,
  pageNumber: 1,
  listTransaction: [],
  isEmpty: false,
  totalPages: 0,
  loading: true,
  error: null,
};

export function transactionHistoryReducer(state: TransactionHistoryState, action: Action): TransactionHistoryState {
  switch (action.type) {
    case 'filter':
      return { ...state, status: action.status, pageNumber: 1, loading: true, error: null };
    case 'sort':
      return { ...state, typeSort: action.typeSort, pageNumber: 1, loading: true, error: null };
    case 'resize':
      return {
        ...state,
        pageSize: action.pageSize,
        pageNumber: Math.floor(((state.pageNumber - 1) * state.pageSize) / action.pageSize) + 1,
        loading: true,
        error: null,
      };
    case 'page':
      return { ...state, pageNumber: action.pageNumber, loading: true, error: null };
    case 'loaded':
      return { ...state, listTransaction: action.listTransaction, isEmpty: action.isEmpty, totalPages: action.totalPages, loading: false };
    case 'failed':
      return { ...state, loading: false, error: action.code };
  }
}

const TONE = { succeeded: 'success', pending: 'warning', failed: 'danger' } as const;

export function TransactionHistoryPage({ language }: { language: Language }) {
  const { t } = useTranslation(HISTORIES_NS);
  const { selectedLine } = useSession();
  const path = useSelfcarePath();
  const [state, dispatch] = useReducer(transactionHistoryReducer, initialTransactionHistory);
  const { status, typeSort, pageSize, pageNumber } = state;

  const load = useCallback(async () => {
    try {
      const answer = await fetchTransactions({ status, typeSort, pageSize, pageNumber });
      dispatch({ type: 'loaded', listTransaction: answer.listTransaction, isEmpty: answer.isEmpty, totalPages: answer.totalPages });
    } catch (error) {
      dispatch({ type: 'failed', code: toApiError(error).code });
    }
  }, [status, typeSort, pageSize, pageNumber]);

  useEffect(() => {
    if (selectedLine) void load();
  }, [load, selectedLine]);

  return (
    <SelfcarePage
      title={t('transactions.title')}
      intro={selectedLine ? t('transactions.intro', { number: lineInText(selectedLine.mdn) }) : undefined}
      back="dashboard"
    >
      <Filters>
        <Select
          label={t('transactions.status')}
          placeholder={false}
          value={status}
          onChange={(event) => dispatch({ type: 'filter', status: event.target.value as TransactionHistoryState['status'] })}
          options={[
            { value: 'all', label: t('transactions.all') },
            ...(['succeeded', 'pending', 'failed'] as const).map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
        />
        <Select
          label={t('transactions.sort')}
          placeholder={false}
          value={typeSort}
          onChange={(event) => dispatch({ type: 'sort', typeSort: event.target.value as SortOrder })}
          options={[
            { value: 'desc', label: t('transactions.newest') },
            { value: 'asc', label: t('transactions.oldest') },
          ]}
        />
        <PageSizeSelect value={pageSize} onChange={(size) => dispatch({ type: 'resize', pageSize: size })} />
      </Filters>
      {state.error ? (
        <ErrorState code={state.error} onRetry={() => void load()} />
      ) : state.loading ? (
        <div aria-busy="true">
          <Skeleton variant="rect" height={72} />
        </div>
      ) : state.isEmpty ? (
        <EmptyState title={t('transactions.empty')} />
      ) : state.listTransaction.length === 0 ? (
        <EmptyState title={t('transactions.emptyPage')} />
      ) : (
        <List data-transactions>
          {state.listTransaction.map((item) => (
            <Item key={item.refNumber} data-transaction={item.refNumber}>
              <div>
                <strong>{t(`kinds.${item.kind}`)}</strong>
                <br />
                <small>{formatMoment(item.date, language)}</small>
              </div>
              <div className="end">
                <strong>{formatPrice(item.amountCentimes / 100, language)}</strong>
                <br />
                <Badge $tone={TONE[item.status]}>{t(`statuses.${item.status}`)}</Badge>
              </div>
              <small>
                {t('transactions.methodIs', { method: t(`methods.${item.method}`, { defaultValue: item.method }) })}
                {item.card ? ` · ${item.card.brand.toUpperCase()} •••• ${item.card.last4}` : ''}
              </small>
              <small className="end">
                {t('transactions.reference')} <span dir="ltr">{item.refNumber}</span>
              </small>
              {/* A bank bill still to pay: its code, time left and cancel, on the one bank-bill page. */}
              {item.method === 'fatourati' && item.status === 'pending' && (
                <SiteLink to={path(BANK_BILL_PATH)} data-pending-bank-bill-link>
                  {t('transactions.bankBill')}
                </SiteLink>
              )}
              {/* Every payment made has its receipt, in the page's language. */}
              {item.status === 'succeeded' && <ReceiptDownload refNumber={item.refNumber} language={language} from="history" compact />}
            </Item>
          ))}
        </List>
      )}
      <Pager page={pageNumber} pages={state.totalPages} onPage={(page) => dispatch({ type: 'page', pageNumber: page })} />
    </SelfcarePage>
  );
}
