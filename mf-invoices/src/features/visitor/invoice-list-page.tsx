import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteNavigate, errorCodeOf, skipToken, useSiteNavigate } from '@atlas/runtime';
import { Button, Card, EmptyState, ErrorState, Page, Skeleton, Stack, isolateLtr, mdnInText } from '@atlas/ui-kit';
import { BILLING_ERROR_CODES } from '@atlas/contracts/billing';
import { INVOICES_NS } from '../../i18n/invoices';
import { INVOICE_PATHS } from '../../platform-remote';
import { type InvoiceDraft, forgetDraft, readDraft, rememberedPaymentCode, updateDraft } from '../../components/invoice-draft';
import { InvoiceList } from '../../components/invoice-list';
import { initialInvoiceList, invoiceListActions, invoiceListSlice, selectionOf } from '../../components/invoice-list-slice';
import { type InvoiceProof, useInvoiceBankBillsQuery, useInvoicesToPayQuery } from '../../components/invoices-api';
import { PendingBankBills } from '../../components/pending-bank-bills';
import { AccountBankBills } from '../../components/account-bank-bills';

/** The proof the draft holds for the invoices to pay (private: the line's; business: the account's), or null: start again. */
function proofOfDraft(draft: InvoiceDraft | null): InvoiceProof | null {
  if (draft?.mode === 'business') {
    const code = rememberedPaymentCode();
    return draft.billingAccount && code ? { mode: 'business', billingAccount: draft.billingAccount, paymentCode: code } : null;
  }
  return draft?.mdn && draft.otpToken ? { mode: 'private', mdn: draft.mdn, otpToken: draft.otpToken } : null;
}

/** paiement-facture/invoices: the invoices to pay, to select, and their total. */
export function InvoiceListPage() {
  const { t } = useTranslation(INVOICES_NS);
  const navigate = useSiteNavigate();
  const [state, dispatch] = useReducer(invoiceListSlice.reducer, initialInvoiceList);
  const draft = readDraft();
  const [proof] = useState(() => proofOfDraft(draft));
  const read = useInvoicesToPayQuery(proof ?? skipToken, { refetchOnMountOrArgChange: true });
  // The invoices a pending bank bill holds are flagged (pay or cancel that bill first).
  const bankBills = useInvoiceBankBillsQuery(proof ?? skipToken, { refetchOnMountOrArgChange: true });
  const held = new Set((bankBills.currentData ?? []).flatMap((bill) => bill.billNos));
  const failure = read.isError ? errorCodeOf(read.error) : null;
  // The proof has expired: confirm the number again.
  const expired = failure === BILLING_ERROR_CODES.otpRequired;
  const answer = read.currentData;

  // Each answer becomes the list to choose from, keeping the draft's choice of invoices still to pay.
  useEffect(() => {
    if (answer) dispatch(invoiceListActions.loaded({ invoices: answer, keep: readDraft()?.selected?.map((invoice) => invoice.billNo) }));
  }, [answer]);
  useEffect(() => {
    if (!expired) return;
    updateDraft({ otpToken: undefined });
    navigate(INVOICE_PATHS.otp, { replace: true });
  }, [expired, navigate]);

  const restart = proof === null;
  if (restart) return <SiteNavigate replace to={INVOICE_PATHS.start} />;
  const title =
    draft?.mode === 'business'
      ? t('list.titleAccount', { account: isolateLtr(draft.billingAccount ?? '') })
      : t('list.titleFor', { number: mdnInText(draft?.mdn ?? '') });
  const { invoices } = selectionOf(state);
  const status = failure && !expired ? 'failed' : read.isFetching || state.status !== 'loaded' ? 'loading' : 'loaded';
  return (
    <Page title={title}>
      {status === 'loading' && (
        <Stack aria-busy="true" aria-label={t('list.loading')}>
          <Skeleton variant="rect" height={64} />
          <Skeleton variant="rect" height={64} />
        </Stack>
      )}
      {status === 'failed' && <ErrorState code={failure} onRetry={() => void read.refetch()} />}
      {status === 'loaded' && state.invoices.length === 0 && (
        <EmptyState
          title={t('list.noInvoice')}
          description={t('list.noInvoiceText')}
          action={
            <Button variant="secondary" to={INVOICE_PATHS.start} onClick={forgetDraft}>
              {t('list.another')}
            </Button>
          }
        />
      )}
      {status === 'loaded' && state.invoices.length > 0 && (
        <Card aria-label={t('list.title')}>
          <InvoiceList state={state} dispatch={dispatch} showLine={draft?.mode === 'business'} held={held} />
          <div>
            <Button
              disabled={invoices.length === 0}
              onClick={() => {
                updateDraft({ selected: invoices });
                navigate(INVOICE_PATHS.payment);
              }}
            >
              {t('list.continue')}
            </Button>
          </div>
        </Card>
      )}
      {/* The line's proof shows every bank bill pending on it, a stranger's too, to cancel. */}
      {status !== 'loading' && proof.mode === 'private' && <PendingBankBills holder={{ mdn: proof.mdn, otpToken: proof.otpToken }} />}
      {/* A business account's payment code shows the bills pending on its invoices, to cancel. */}
      {status !== 'loading' && proof.mode === 'business' && <AccountBankBills proof={proof} />}
    </Page>
  );
}
