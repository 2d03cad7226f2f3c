import { FORM_ERROR } from 'final-form';
import { useCallback, useEffect, useId, useReducer, useState } from 'react';
import { Form } from 'react-final-form';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorCodeOf, localizePath, SiteNavigate, skipToken, useErrorText, useLanguage, useSiteNavigate } from '@atlas/runtime';
import {
  BrowserBankBills,
  Button,
  Card,
  EmptyState,
  ErrorState,
  FormAlert,
  isolateLtr,
  mdnInText,
  OtpStep,
  Page,
  rememberBankBill,
  RequiredLegend,
  SiteLink,
  Skeleton,
  Stack,
  Tabs,
  toLocalMdn,
} from '@atlas/ui-kit';
import { businessInvoiceSearchSchema, FormField, privateInvoiceSearchSchema, stripSeparators, validateWith } from '@atlas/forms';
import { BILLING_ERROR_CODES } from '@atlas/contracts/billing';
import { INVOICES_NS } from '../../i18n/invoices';
import { INVOICE_PATHS } from '../../platform-remote';
import { forgetDraft, readDraft, type InvoiceDraft, rememberedPaymentCode, rememberPaymentCode, updateDraft, writeDraft } from '../../components/invoice-draft';
import { InvoiceList } from '../../components/invoice-list';
import { initialInvoiceList, invoiceListActions, invoiceListSlice, selectionOf } from '../../components/invoice-list-slice';
import {
  cancelOwnBankBill,
  cancelPendingBankBill,
  createInvoiceCart,
  searchAccountInvoices,
  searchLineInvoices,
  sendOtp,
  useInvoiceBankBillsQuery,
  useInvoicesToPayQuery,
  verifyOtp,
  type InvoiceProof,
} from '../../components/invoices-api';
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
import { PaymentStep } from '../../components/payment-step';
import { PendingBankBills } from '../../components/pending-bank-bills';
import { AccountBankBills } from '../../components/account-bank-bills';

const Note = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function PrivateForm() {
  const { t } = useTranslation(INVOICES_NS);
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const id = useId();
  const submit = async ({ mdn }: { mdn?: string }) => {
    const line = toLocalMdn(mdn ?? '');
    try {
      // Anonymous: the answer says only that the line must be confirmed with a code.
      await searchLineInvoices(line);
      writeDraft({ mode: 'private', mdn: line });
      navigate(INVOICE_PATHS.otp);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: errorText(errorCodeOf(error)) };
    }
  };
  return (
    <Form<{ mdn?: string }> onSubmit={submit} validate={validateWith(privateInvoiceSearchSchema)}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate data-form="invoice-search-private">
          <Stack $gap="md">
            <RequiredLegend />
            <FormField
              id={`${id}-mdn`}
              name="mdn"
              type="tel"
              label={t('private.mdn')}
              hint={t('private.mdnHint')}
              required
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="0612345678"
              maxLength={16}
            />
            <Note>{t('private.privacy')}</Note>
            {submitError && <FormAlert role="alert">{submitError}</FormAlert>}
            <div>
              <Button type="submit" loading={submitting}>
                {t('private.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Form>
  );
}

function BusinessForm() {
  const { t } = useTranslation(INVOICES_NS);
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const id = useId();
  const submit = async (values: { billingAccount?: string; paymentCode?: string }) => {
    const billingAccount = stripSeparators(values.billingAccount ?? '');
    const paymentCode = stripSeparators(values.paymentCode ?? '');
    try {
      await searchAccountInvoices(billingAccount, paymentCode);
      writeDraft({ mode: 'business', billingAccount });
      rememberPaymentCode(paymentCode);
      navigate(INVOICE_PATHS.invoices);
      return undefined;
    } catch (error) {
      const code = errorCodeOf(error);
      return code === BILLING_ERROR_CODES.businessAccountUnknown
        ? { paymentCode: errorText(code), [FORM_ERROR]: errorText(code) }
        : { [FORM_ERROR]: errorText(code) };
    }
  };
  return (
    <Form<{ billingAccount?: string; paymentCode?: string }> onSubmit={submit} validate={validateWith(businessInvoiceSearchSchema)}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate data-form="invoice-search-business">
          <Stack $gap="md">
            <RequiredLegend />
            <FormField
              id={`${id}-account`}
              name="billingAccount"
              label={t('business.billingAccount')}
              hint={t('business.billingAccountHint')}
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={16}
            />
            <FormField
              id={`${id}-code`}
              name="paymentCode"
              label={t('business.paymentCode')}
              hint={t('business.paymentCodeHint')}
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
            />
            {submitError && <FormAlert role="alert">{submitError}</FormAlert>}
            <div>
              <Button type="submit" loading={submitting}>
                {t('business.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Form>
  );
}

/** paiement-facture: two tabs, private (a phone number) and business (billing account and payment code). */
export function InvoiceSearchPage() {
  const { t } = useTranslation(INVOICES_NS);
  const [params] = useSearchParams();
  return (
    <Page title={t('title')} intro={t('intro')} narrow>
      <Tabs
        label={t('tabs.label')}
        defaultValue={params.get('profil') === 'entreprise' ? 'business' : 'private'}
        tabs={[
          { id: 'private', label: t('tabs.private'), content: <PrivateForm /> },
          { id: 'business', label: t('tabs.business'), content: <BusinessForm /> },
        ]}
      />
      <BrowserBankBills />
    </Page>
  );
}

/** paiement-facture/otp: the code sent to the line proves the visitor holds it. */
export function InvoiceOtpPage() {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  const navigate = useSiteNavigate();
  const draft = readDraft();
  const mdn = draft?.mdn ?? '';
  const sendCode = useCallback(() => sendOtp(mdn), [mdn]);
  const verifyCode = useCallback((code: string) => verifyOtp(mdn, code), [mdn]);
  if (!draft?.mdn || draft.mode !== 'private') return <SiteNavigate replace to={INVOICE_PATHS.start} />;
  return (
    <Page title={t('otp.title')} intro={t('otp.intro', { number: mdnInText(draft.mdn) })} narrow>
      <OtpStep
        mdn={draft.mdn}
        language={language}
        sendCode={sendCode}
        verifyCode={verifyCode}
        onVerified={(otpToken) => {
          updateDraft({ otpToken });
          navigate(INVOICE_PATHS.invoices);
        }}
      />
    </Page>
  );
}

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

/** paiement-facture/paiement: the method, then the gateway (card, bank app) or a bank-bill code. */
export function InvoicePaymentPage() {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  const navigate = useSiteNavigate();
  const draft = readDraft();
  const selected = draft?.selected ?? [];
  if (!draft || selected.length === 0) return <SiteNavigate replace to={draft ? INVOICE_PATHS.invoices : INVOICE_PATHS.start} />;
  const billNos = selected.map((invoice) => invoice.billNo);
  const makeCart = () =>
    draft.mode === 'business'
      ? createInvoiceCart({ billNos, billingAccount: draft.billingAccount, paymentCode: rememberedPaymentCode() ?? '' }, false)
      : createInvoiceCart({ billNos, mdn: draft.mdn, otpToken: draft.otpToken }, false);
  return (
    <Page title={t('payment.title')} narrow>
      <PaymentStep
        invoices={selected}
        signedIn={false}
        makeCart={makeCart}
        returnUrl={localizePath(INVOICE_PATHS.payment, language)}
        onBankBill={(bankBill) => {
          updateDraft({ bankBill, selected: [] });
          rememberBankBill({ refNumber: bankBill.refNumber, mdn: bankBill.mdn, madeFor: 'invoice' });
          navigate(INVOICE_PATHS.paymentRegistered);
        }}
      />
      <div>
        <Button variant="ghost" to={INVOICE_PATHS.invoices}>
          {t('payment.back')}
        </Button>
      </div>
    </Page>
  );
}

/**
 * paiement-facture/paiement/ok and /echoue: the payment's real state (the order's, whatever the
 * address), what was paid with its receipt, and the invoices still to pay with the way to pay them.
 */
export function InvoiceResultPage({ outcome: fromAddress, retryPath, homePath }: { outcome: 'ok' | 'echoue'; retryPath: string; homePath: string }) {
  const { t } = useTranslation(INVOICES_NS);
  const [params] = useSearchParams();
  const refNumber = params.get('refNumber') ?? '';
  const { outcome, order } = useInvoiceOutcome(refNumber, fromAddress);
  const draft = readDraft();
  const proof: InvoiceProof | null =
    draft?.mode === 'private' && draft.mdn && draft.otpToken ? { mode: 'private', mdn: draft.mdn, otpToken: draft.otpToken } : null;
  const left = useInvoicesToPayQuery(outcome === 'ok' && proof ? proof : skipToken, { refetchOnMountOrArgChange: true });
  const paid = paidBillNos(order);
  useEffect(() => {
    if (outcome === 'ok') updateDraft({ selected: [] });
  }, [outcome]);
  if (outcome === 'loading') return <ResultChecking title={t('result.checking')} />;
  if (outcome === 'waiting') return <ResultWaiting />;
  if (outcome === 'echoue') {
    return (
      <Page title={t('result.failedTitle')} narrow>
        <p role="alert" data-payment-outcome="echoue">
          {t('result.failedText')}
        </p>
        <div>
          <Button to={retryPath}>{t('result.retry')}</Button>
        </div>
      </Page>
    );
  }
  return (
    <Page title={t('result.okTitle')} narrow>
      <p role="status" data-payment-outcome="ok">
        {t('result.okText', { refNumber: isolateLtr(refNumber), count: order?.orderItems.length ?? MANY })}
      </p>
      {isOrderReference(refNumber) && <PaidOrder refNumber={refNumber} />}
      {proof ? (
        <StillUnpaid
          invoices={left.currentData?.filter((invoice) => invoice.status === 'unpaid' && !paid.includes(invoice.billNo))}
          payTo={INVOICE_PATHS.invoices}
        />
      ) : (
        <p>
          <SiteLink to={INVOICE_PATHS.start}>{t('result.checkOthers')}</SiteLink>
        </p>
      )}
      <div>
        <Button variant="secondary" to={homePath}>
          {t('result.home')}
        </Button>
      </div>
    </Page>
  );
}

/**
 * paiement-facture/paiement/enregistre: the bank-bill reference the visitor pays at a bank, or
 * cancels (with the line's proof, else as the browser that made it) to pay another way.
 */
export function InvoiceRegisteredPage() {
  const { t } = useTranslation(INVOICES_NS);
  const draft = readDraft();
  const bankBill = draft?.bankBill;
  if (!bankBill) return <SiteNavigate replace to={INVOICE_PATHS.start} />;
  const cancel = async (bill: typeof bankBill) => {
    await (draft.mode === 'private' && draft.otpToken
      ? cancelPendingBankBill({ mdn: bill.mdn, otpToken: draft.otpToken }, bill.refNumber)
      : cancelOwnBankBill(bill.mdn, bill.refNumber));
    updateDraft({ bankBill: undefined });
  };
  return (
    <Page title={t('result.registeredTitle')} narrow>
      <InvoiceBankBill
        bankBill={bankBill}
        cancel={cancel}
        afterCancel={
          <div>
            <Button to={INVOICE_PATHS.invoices}>{t('result.payAnotherWay')}</Button>
          </div>
        }
      />
    </Page>
  );
}
