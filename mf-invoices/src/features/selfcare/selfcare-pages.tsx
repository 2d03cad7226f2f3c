import { useSearchParams } from 'react-router-dom';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type Language } from '@atlas/contracts';
import {
  errorCodeOf,
  localizePath,
  selectSelectedLine,
  SiteNavigate,
  skipToken,
  useAppSelector,
  useErrorText,
  useLanguage,
  useSiteNavigate,
} from '@atlas/runtime';
import { Button, EmptyState, ErrorState, isolateLtr, mdnInText, Page, Price, Skeleton, Stack, Tabs, useSelfCarePrefix } from '@atlas/ui-kit';
import type { Invoice, InvoiceSort } from '@atlas/contracts/billing';
import type { BankBillPayment } from '@atlas/contracts/shop';
import { INVOICES_NS } from '../../i18n/invoices';
import { SELFCARE_INVOICE_PATHS } from '../../platform-remote';
import { readSelfcareSelection, writeSelfcareSelection } from '../../components/invoice-draft';
import { Badge, InvoiceList, invoiceTitle } from '../../components/invoice-list';
import { initialInvoiceList, invoiceListActions, invoiceListSlice, selectionOf } from '../../components/invoice-list-slice';
import { cancelPendingBankBill, createInvoiceCart, invoicePdf, useLineHistoryQuery, usePendingBankBillQuery } from '../../components/invoices-api';
import { PendingBankBills } from '../../components/pending-bank-bills';
import { PaymentStep } from '../../components/payment-step';
import { useInvoicesPanel } from './invoices-panel';
import {
  InvoiceBankBill,
  isOrderReference,
  MANY,
  PaidOrder,
  paidBillNos,
  ResultChecking,
  ResultWaiting,
  StillUnpaid,
  useInvoiceOutcome,
} from '../../components/payment-results';

const HistoryList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border.subtle};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.text.secondary};
    overflow-wrap: anywhere;
  }
`;

const Year = styled.details`
  summary {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    cursor: pointer;
  }
  & + & {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

/** The invoices by year of their period, in the order they are sorted. */
function byYear(invoices: Invoice[]): Array<[string, Invoice[]]> {
  const years = new Map<string, Invoice[]>();
  for (const invoice of invoices) {
    const year = invoice.period.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), invoice]);
  }
  return [...years];
}

const SortBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A self-care path in the page's language. */
function useSelfcarePath() {
  const prefix = useSelfCarePrefix();
  return (path: string) => `${prefix.replace(/\/+$/, '')}/${path}`;
}

async function downloadPdf(mdn: string, invoice: Invoice, language: Language): Promise<void> {
  const blob = await invoicePdf(mdn, invoice.billNo);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `facture-${invoice.billNo}-${language}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function HistoryTab({ mdn, invoices, sort, onSort }: { mdn: string; invoices: Invoice[]; sort: InvoiceSort; onSort: (sort: InvoiceSort) => void }) {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Stack $gap="md" data-invoice-history>
      <SortBar role="group" aria-label={t('selfcare.sort')}>
        <Button variant={sort === 'desc' ? 'primary' : 'secondary'} aria-pressed={sort === 'desc'} onClick={() => onSort('desc')}>
          {t('selfcare.newestFirst')}
        </Button>
        <Button variant={sort === 'asc' ? 'primary' : 'secondary'} aria-pressed={sort === 'asc'} onClick={() => onSort('asc')}>
          {t('selfcare.oldestFirst')}
        </Button>
      </SortBar>
      {failure && <p role="alert">{errorText(failure)}</p>}
      {/* Grouped by year, the latest open: 24 invoices read as two years, not one long list. */}
      {byYear(invoices).map(([year, ofYear], index) => (
        <Year key={year} open={index === 0} data-invoice-year={year}>
          <summary>
            <strong>{year}</strong> · {t('selfcare.yearCount', { count: ofYear.length })}
          </summary>
          <HistoryList>
            {ofYear.map((invoice) => (
              <li key={invoice.billNo} data-bill-no={invoice.billNo} data-status={invoice.status}>
                <span>
                  <strong>{invoiceTitle(t, invoice.period, language)}</strong>
                  {invoice.status === 'paid' ? (
                    <Badge $tone="success">{t('list.paid')}</Badge>
                  ) : (
                    <Badge $tone={invoice.overdue ? 'danger' : 'neutral'}>{invoice.overdue ? t('list.overdue') : t('list.unpaid')}</Badge>
                  )}
                  <small>
                    {t('list.billNo', { billNo: isolateLtr(invoice.billNo) })}
                    {invoice.paidBy && ` · ${t('selfcare.paidBy', { ref: isolateLtr(invoice.paidBy) })}`}
                  </small>
                </span>
                <Price amount={invoice.amount} size="sm" />
                <span>
                  <Button
                    variant="link"
                    aria-label={t('selfcare.pdfOf', { billNo: invoice.billNo })}
                    onClick={() => {
                      setFailure(null);
                      downloadPdf(mdn, invoice, language).catch((error: unknown) => setFailure(errorCodeOf(error)));
                    }}
                  >
                    {t('selfcare.pdf')}
                  </Button>
                </span>
              </li>
            ))}
          </HistoryList>
        </Year>
      ))}
    </Stack>
  );
}

/** mes-factures: two tabs, to pay (select, then pay from the invoices panel) and the history (sort, PDF). */
export function MyInvoicesPage() {
  const { t } = useTranslation(INVOICES_NS);
  const line = useAppSelector(selectSelectedLine);
  const navigate = useSiteNavigate();
  const at = useSelfcarePath();
  const [sort, setSort] = useState<InvoiceSort>('desc');
  const [state, dispatch] = useReducer(invoiceListSlice.reducer, initialInvoiceList);
  const [tab, setTab] = useState('toPay');
  const mdn = line?.mdn ?? null;
  const read = useLineHistoryQuery(mdn ? { mdn, sort } : skipToken, { refetchOnMountOrArgChange: true });
  // The history stays on screen while another order of it is read.
  const history: Invoice[] | null = read.data?.invoices ?? null;
  const failure = read.isError ? errorCodeOf(read.error) : null;
  const answer = read.currentData;

  // Each answer fills the invoices to pay, keeping the choice made for this line before.
  useEffect(() => {
    if (!answer || !mdn) return;
    const kept = readSelfcareSelection();
    dispatch(
      invoiceListActions.loaded({
        invoices: answer.invoices.filter((invoice) => invoice.status === 'unpaid'),
        keep: kept?.mdn === mdn ? kept.selected.map((invoice) => invoice.billNo) : [],
      }),
    );
  }, [answer, mdn]);

  const { invoices, total } = selectionOf(state);
  const pay = () => {
    if (!mdn || invoices.length === 0) return;
    writeSelfcareSelection({ mdn, selected: invoices });
    navigate(at(SELFCARE_INVOICE_PATHS.payment));
  };
  // The panel is the page's one pay block, shown with the invoices to pay (never over the history).
  useInvoicesPanel(invoices, total, pay, tab === 'toPay' && state.invoices.length > 0);

  if (!mdn) return <Page title={t('selfcare.title')}>{t('selfcare.noLine')}</Page>;
  const toPay =
    state.invoices.length === 0 ? (
      <EmptyState title={t('list.noInvoice')} description={t('selfcare.allPaid')} />
    ) : (
      <InvoiceList state={state} dispatch={dispatch} />
    );
  return (
    <Page title={t('selfcare.title')} intro={t('selfcare.intro', { number: mdnInText(mdn) })}>
      {history === null && !failure && <Skeleton variant="rect" height={160} />}
      {failure && <ErrorState code={failure} onRetry={() => void read.refetch()} />}
      {history !== null && !failure && (
        <Tabs
          label={t('selfcare.tabsLabel')}
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'toPay', label: t('selfcare.toPay'), content: toPay },
            { id: 'history', label: t('selfcare.history'), content: <HistoryTab mdn={mdn} invoices={history} sort={sort} onSort={setSort} /> },
          ]}
        />
      )}
    </Page>
  );
}

/** mes-factures/paiement: the chosen invoices of the selected line, paid in one order. */
export function MyInvoicesPaymentPage() {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  const navigate = useSiteNavigate();
  const at = useSelfcarePath();
  const line = useAppSelector(selectSelectedLine);
  const selection = readSelfcareSelection();
  if (!line || !selection || selection.mdn !== line.mdn || selection.selected.length === 0)
    return <SiteNavigate replace to={at(SELFCARE_INVOICE_PATHS.invoices)} />;
  const billNos = selection.selected.map((invoice) => invoice.billNo);
  return (
    <Page title={t('payment.title')} narrow>
      <PaymentStep
        invoices={selection.selected}
        signedIn
        makeCart={() => createInvoiceCart({ billNos }, true)}
        returnUrl={localizePath(at(SELFCARE_INVOICE_PATHS.payment), language)}
        onBankBill={(bankBill: BankBillPayment) => {
          writeSelfcareSelection({ mdn: line.mdn, selected: [], bankBill });
          navigate(at(SELFCARE_INVOICE_PATHS.bankBill));
        }}
      />
      <div>
        <Button variant="ghost" to={at(SELFCARE_INVOICE_PATHS.invoices)}>
          {t('payment.back')}
        </Button>
      </div>
    </Page>
  );
}

/** mes-factures/paiement/ok and /echoue: the payment's real state, its receipt, and the line's invoices still to pay. */
export function MyInvoicesResultPage({ outcome: fromAddress }: { outcome: 'ok' | 'echoue' }) {
  const { t } = useTranslation(INVOICES_NS);
  const at = useSelfcarePath();
  const line = useAppSelector(selectSelectedLine);
  const [params] = useSearchParams();
  const refNumber = params.get('refNumber') ?? '';
  const { outcome, order } = useInvoiceOutcome(refNumber, fromAddress);
  const history = useLineHistoryQuery(outcome === 'ok' && line ? { mdn: line.mdn, sort: 'desc' } : skipToken, { refetchOnMountOrArgChange: true });
  const paid = paidBillNos(order);
  if (outcome === 'loading') return <ResultChecking title={t('result.checking')} />;
  if (outcome === 'waiting') return <ResultWaiting />;
  return (
    <Page title={outcome === 'ok' ? t('result.okTitle') : t('result.failedTitle')} narrow>
      <p role={outcome === 'ok' ? 'status' : 'alert'} data-payment-outcome={outcome}>
        {outcome === 'ok' ? t('result.okText', { refNumber: isolateLtr(refNumber), count: order?.orderItems.length ?? MANY }) : t('result.failedText')}
      </p>
      {outcome === 'ok' && isOrderReference(refNumber) && <PaidOrder refNumber={refNumber} />}
      {outcome === 'ok' && (
        <StillUnpaid
          invoices={history.currentData?.invoices.filter((invoice) => invoice.status === 'unpaid' && !paid.includes(invoice.billNo))}
          payTo={at(SELFCARE_INVOICE_PATHS.invoices)}
        />
      )}
      <div>
        <Button variant={outcome === 'ok' ? 'secondary' : 'primary'} to={at(SELFCARE_INVOICE_PATHS.invoices)}>
          {outcome === 'ok' ? t('result.history') : t('result.retry')}
        </Button>
      </div>
    </Page>
  );
}

/** services/paiement-fatourati: the bank-bill reference pending for the selected line. */
export function BankBillPage() {
  const { t } = useTranslation(INVOICES_NS);
  const at = useSelfcarePath();
  const line = useAppSelector(selectSelectedLine);
  const kept = readSelfcareSelection();
  // The reference just obtained shows at once; the service says whether it is still pending.
  const known = line && kept?.mdn === line.mdn && kept.bankBill?.status === 'pending' ? kept.bankBill : null;
  const read = usePendingBankBillQuery(line?.mdn ?? skipToken, { refetchOnMountOrArgChange: true });
  const answer = read.currentData;
  const bankBill: BankBillPayment | null | 'none' = answer ? (answer.status === 'pending' ? answer : 'none') : read.isError ? (known ?? 'none') : known;
  return (
    <Page title={t('result.registeredTitle')} narrow>
      {bankBill === null && <Skeleton variant="rect" height={160} />}
      {bankBill === 'none' && <p>{t('result.noReference')}</p>}
      {bankBill && bankBill !== 'none' && (
        <InvoiceBankBill
          key={bankBill.refNumber}
          bankBill={bankBill}
          cancel={(bill) => cancelPendingBankBill({ mdn: bill.mdn }, bill.refNumber)}
          // The line's reference may be for invoices, a top-up or a line act (a migration).
          keptNote={t('result.purchaseKept')}
          cancelledText={t('result.lineReferenceCancelled')}
          afterCancel={
            <div>
              <Button to={at(SELFCARE_INVOICE_PATHS.invoices)}>{t('result.toInvoices')}</Button>
            </div>
          }
        />
      )}
      {/* Every other bank bill pending on the line, a stranger's too: the holder may cancel any. */}
      {line && <PendingBankBills holder={{ mdn: line.mdn }} except={bankBill && bankBill !== 'none' ? bankBill.refNumber : undefined} />}
    </Page>
  );
}
