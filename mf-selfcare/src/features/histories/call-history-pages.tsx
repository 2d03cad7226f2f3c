import { useCallback, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { type Language } from '@atlas/contracts';
import { localizePath, toApiError } from '@atlas/runtime';
import {
  Button,
  EmptyState,
  ErrorState,
  formatAmount,
  formatDay,
  formatDuration,
  formatMdn,
  formatMoment,
  formatPrice,
  Select,
  Skeleton,
  useSession,
} from '@atlas/ui-kit';
import { CALL_HISTORY_PAGE_SIZE, HISTORY_ERROR_CODES, type SortOrder, type UsageKind, type UsageRecord } from '@atlas/contracts/histories';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { OtpStep } from '../../components/otp-step';
import { fetchHistoryCalls, forgetHistoryProof, historyProof, sendHistoryCode, storeHistoryProof, verifyHistoryCode } from './histories-api';
import { Badge, Filters, Item, List, PageSizeSelect, Pager } from './history-parts';
import { HISTORIES_NS } from '../../i18n/selfcare-histories';
import { lineInText } from './histories-api';
import { CALL_HISTORY_CHECK_PATH, CALL_HISTORY_PATH } from './history-links';

export interface CallHistoryState {
  typeSort: SortOrder;
  pageNumber: number;
  pageSize: number;
  /** Only calls, SMS or data sessions; `all` for everything. */
  kind: UsageKind | 'all';
  /** Only one month (`YYYY-MM`); `all` for the whole history. */
  month: string;
  list: UsageRecord[];
  totalPages: number;
  isEmpty: boolean;
  loading: boolean;
  error: string | null;
}

/** The spec's call-history actions, and the customer's filters (type, month) and page size. */
export type CallHistoryAction =
  | { type: 'getList'; list: UsageRecord[]; totalPages: number; isEmpty: boolean }
  | { type: 'changePage'; pageNumber: number }
  | { type: 'SwitchSort' }
  | { type: 'filter'; kind?: CallHistoryState['kind']; month?: string }
  | { type: 'resize'; pageSize: number }
  | { type: 'failed'; code: string };

export const initialCallHistory: CallHistoryState = {
  typeSort: 'desc',
  pageNumber: 1,
  pageSize: CALL_HISTORY_PAGE_SIZE,
  kind: 'all',
  month: 'all',
  list: [],
  totalPages: 0,
  isEmpty: false,
  loading: true,
  error: null,
};

export function callHistoryReducer(state: CallHistoryState, action: CallHistoryAction): CallHistoryState {
  switch (action.type) {
    case 'getList':
      return { ...state, list: action.list, totalPages: action.totalPages, isEmpty: action.isEmpty, loading: false, error: null };
    case 'changePage':
      return { ...state, pageNumber: action.pageNumber, loading: true };
    case 'SwitchSort':
      return { ...state, typeSort: state.typeSort === 'desc' ? 'asc' : 'desc', pageNumber: 1, loading: true };
    case 'filter':
      return { ...state, kind: action.kind ?? state.kind, month: action.month ?? state.month, pageNumber: 1, loading: true };
    case 'resize':
      // The first item of the page stays in view: the page that holds it at the new size.
      return { ...state, pageSize: action.pageSize, pageNumber: Math.floor(((state.pageNumber - 1) * state.pageSize) / action.pageSize) + 1, loading: true };
    case 'failed':
      return { ...state, loading: false, error: action.code };
  }
}

/** The months the history holds, newest first: this one and the three before (as the usage summary), `YYYY-MM`. */
function historyMonths(now = new Date()): string[] {
  return [0, 1, 2, 3].map((back) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7));
}

/** "novembre 2026", "نونبر 2026", "November 2026". */
const monthLabel = (month: string, language: Language) => formatDay(`${month}-01`, language, { month: 'long', year: 'numeric' });

/** Kilobytes as people read them: "850 Ko", "1,2 Go". */
function formatVolume(kb: number, language: Language): string {
  const [unit, divisor] = kb >= 1024 * 1024 ? ['Go', 1024 * 1024] : kb >= 1024 ? ['Mo', 1024] : ['Ko', 1];
  const units: Record<string, Record<Language, string>> = {
    Go: { fr: 'Go', en: 'GB', ar: 'جيغا' },
    Mo: { fr: 'Mo', en: 'MB', ar: 'ميغا' },
    Ko: { fr: 'Ko', en: 'KB', ar: 'كيلو' },
  };
  return `${formatAmount(Math.round((kb / divisor) * 10) / 10, language)} ${units[unit]![language]}`;
}

/** dashboard/HistoryAppels/checkOtp: a code sent to the selected line opens the history for 10 minutes. */
export function CallHistoryCheckPage({ language }: { language: Language }) {
  const { t } = useTranslation(HISTORIES_NS);
  const { selectedLine } = useSession();
  const navigate = useNavigate();
  const path = useSelfcarePath();
  if (!selectedLine) return null;
  return (
    <SelfcarePage title={t('calls.checkTitle')} intro={t('calls.checkIntro', { number: lineInText(selectedLine.mdn) })} back="dashboard" narrow>
      <Card>
        <OtpStep
          key={selectedLine.mdn}
          mdn={selectedLine.mdn}
          purpose="call-history"
          language={language}
          sendCode={sendHistoryCode}
          verifyCode={async (code) => {
            const proof = await verifyHistoryCode(code);
            storeHistoryProof(selectedLine.mdn, proof.otpToken, proof.expiresIn);
            return proof;
          }}
          onVerified={() => void navigate(localizePath(path(CALL_HISTORY_PATH), language))}
        />
      </Card>
    </SelfcarePage>
  );
}

/** dashboard/HistoryAppels: calls, SMS and data sessions, sorted and paged, once the code is confirmed. */
export function CallHistoryPage({ language }: { language: Language }) {
  const { t } = useTranslation(HISTORIES_NS);
  const { selectedLine } = useSession();
  const path = useSelfcarePath();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(callHistoryReducer, initialCallHistory);
  const otpToken = historyProof(selectedLine?.mdn);
  const { typeSort, pageNumber, pageSize, kind, month } = state;
  const filtered = kind !== 'all' || month !== 'all';

  const load = useCallback(async () => {
    if (!otpToken) return;
    try {
      const answer = await fetchHistoryCalls({
        otpToken,
        typeSort,
        pageNumber,
        pageSize,
        ...(kind === 'all' ? {} : { kind }),
        ...(month === 'all' ? {} : { month }),
      });
      dispatch({ type: 'getList', list: answer.list, totalPages: answer.totalPages, isEmpty: answer.isEmpty });
    } catch (error) {
      dispatch({ type: 'failed', code: toApiError(error).code });
    }
  }, [otpToken, typeSort, pageNumber, pageSize, kind, month]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!selectedLine) return null;
  if (!otpToken) return <Navigate replace to={localizePath(path(CALL_HISTORY_CHECK_PATH), language)} />;
  const again = () => {
    forgetHistoryProof();
    void navigate(localizePath(path(CALL_HISTORY_CHECK_PATH), language));
  };
  const kindLabel = (item: UsageRecord) => `${t(`calls.${item.kind}`)}${item.kind === 'data' ? '' : ` ${t(`calls.${item.direction}`)}`}`;
  // What the customer received costs nothing (but a call answered abroad): said so, not "included".
  const costLabel = (item: UsageRecord) =>
    item.costCentimes > 0
      ? formatPrice(item.costCentimes / 100, language)
      : item.direction === 'in' && item.kind !== 'data'
        ? t('calls.notCharged')
        : t('calls.included');

  return (
    <SelfcarePage title={t('calls.title')} intro={t('calls.intro', { number: lineInText(selectedLine.mdn) })} back="dashboard">
      <Filters>
        <Select
          label={t('calls.kind')}
          value={kind}
          placeholder={false}
          options={[
            { value: 'all', label: t('calls.allKinds') },
            { value: 'call', label: t('calls.calls') },
            { value: 'sms', label: t('calls.messages') },
            { value: 'data', label: t('calls.internet') },
          ]}
          onChange={(event) => dispatch({ type: 'filter', kind: event.target.value as CallHistoryState['kind'] })}
          data-filter="kind"
        />
        <Select
          label={t('calls.month')}
          value={month}
          placeholder={false}
          options={[{ value: 'all', label: t('calls.allMonths') }, ...historyMonths().map((value) => ({ value, label: monthLabel(value, language) }))]}
          onChange={(event) => dispatch({ type: 'filter', month: event.target.value })}
          data-filter="month"
        />
        <PageSizeSelect value={pageSize} onChange={(size) => dispatch({ type: 'resize', pageSize: size })} />
        <div>
          <Button variant="secondary" onClick={() => dispatch({ type: 'SwitchSort' })} aria-pressed={typeSort === 'asc'} data-sort={typeSort}>
            {typeSort === 'desc' ? t('calls.sortAsc') : t('calls.sortDesc')}
          </Button>
        </div>
      </Filters>
      {state.error === HISTORY_ERROR_CODES.otpRequired ? (
        <EmptyState title={t('calls.expired')} action={<Button onClick={again}>{t('calls.newCode')}</Button>} />
      ) : state.error ? (
        <ErrorState code={state.error} onRetry={() => void load()} />
      ) : state.loading ? (
        <div aria-busy="true">
          <Skeleton variant="rect" height={72} />
        </div>
      ) : state.isEmpty ? (
        <EmptyState title={filtered ? t('calls.emptyFiltered') : t('calls.empty')} />
      ) : state.list.length === 0 ? (
        <EmptyState title={t('calls.emptyPage')} />
      ) : (
        <List data-call-history>
          {state.list.map((item) => (
            <Item key={item.id} data-usage={item.kind}>
              <div>
                <strong>{kindLabel(item)}</strong>
                <br />
                <small>{formatMoment(item.date, language)}</small>
              </div>
              <div className="end">
                <strong dir="ltr">
                  {item.kind === 'data' ? formatVolume(item.volumeKb, language) : item.kind === 'call' ? formatDuration(item.durationSeconds) : '1 SMS'}
                </strong>
                <br />
                <small data-cost={item.costCentimes}>{costLabel(item)}</small>
              </div>
              <small>
                {item.counterpart ? <span dir="ltr">{item.counterpart.startsWith('+') ? item.counterpart : formatMdn(item.counterpart)}</span> : null}
              </small>
              <small className="end">
                <Badge $tone={item.scope === 'national' ? 'info' : 'warning'}>
                  {t(`calls.${item.scope}`)}
                  {item.country ? ` · ${item.country}` : ''}
                </Badge>
              </small>
            </Item>
          ))}
        </List>
      )}
      <Pager page={pageNumber} pages={state.totalPages} onPage={(page) => dispatch({ type: 'changePage', pageNumber: page })} />
    </SelfcarePage>
  );
}
