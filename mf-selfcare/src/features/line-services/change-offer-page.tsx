import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  busEvents,
  OFFER_REFUSAL_REASONS,
  SUPPORT_NUMBER,
  type ChangeOfferPaymentRequest,
  type ChangeOfferRequest,
  type ChangeOfferResponse,
  type Language,
  type OfferEligibilityResponse,
  type SetupFeesResponse,
  type UserLine,
} from '@atlas/contracts';
import { api, localizePath, toApiError, useAppDispatch, useErrorText, useSiteNavigate } from '@atlas/runtime';
import { Button, formatDay, formatPrice, FormAlert, media, RadioGroup, SiteLink, Skeleton, Stack } from '@atlas/ui-kit';
import { offerNameIn, type CatalogProduct } from '@atlas/contracts/catalog';
import type { GatewayRedirect } from '@atlas/contracts/shop';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SERVICES_NS } from '../../i18n/selfcare-services';
import { SELFCARE_PATHS, SERVICE_PATHS } from '../../platform-remote';
import { LineSummary, offerNameOf } from '../../components/line-summary';
import { OtpStep } from '../../components/otp-step';
import { redirectTo } from './redirect';
import { actConfig, Notice, NotForThisLine, QueryFallback, ServicePage, useIdempotencyKey, useLineQuery } from './service-page';

/**
 * The self-care result of the paid plan change fees, relative to the self-care prefix (served by mf-cart-payment's
 * line-act results, `…/ok` or `…/echoue`): the act's own result, not the shop's achat/paiement.
 */
const PAYMENT_RETURN_PATH = 'services/changement-offre/paiement';
/** mf-invoices' signed-in invoices: where an unpaid invoice is paid (reason 2). */
const INVOICES_PATH = 'mes-factures';

export const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  ${media.up('sm')} {
    grid-template-columns: 1fr auto;
  }
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: end;
  }
`;

/** A catalogue plan's name in the page's language. */
const planName = (offer: CatalogProduct, language: Language) => offerNameIn(offer, language);

/** Why the line may not change plan, and what to do: call 220, pay the invoices, wait, or migrate (a prepaid line). */
function Refusal({ eligibility, line, language }: { eligibility: OfferEligibilityResponse; line: UserLine; language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  const path = useSelfcarePath();
  const { reasonCode } = eligibility;
  return (
    <Card data-offer-refusal={reasonCode ?? ''}>
      <Stack>
        <Notice role="status" $tone="warning">
          {eligibility.reason ?? t(`changeOffer.reasons.${reasonCode}`)}
        </Notice>
        {reasonCode === OFFER_REFUSAL_REASONS.unpaidInvoice && (
          <>
            {eligibility.unpaidInvoices && (
              <p>{t('changeOffer.unpaid', { count: eligibility.unpaidInvoices.count, total: formatPrice(eligibility.unpaidInvoices.total, language) })}</p>
            )}
            <Button to={path(INVOICES_PATH)}>{t('changeOffer.payInvoices')}</Button>
          </>
        )}
        {reasonCode === OFFER_REFUSAL_REASONS.changeInProgress && <p>{t('changeOffer.inProgressHint')}</p>}
        {reasonCode === OFFER_REFUSAL_REASONS.notChangeableOnline && line.segment === 'prepaid' && (
          <Button to={path(SERVICE_PATHS.migration)}>{t('changeOffer.toMigration')}</Button>
        )}
        {(reasonCode === OFFER_REFUSAL_REASONS.notChangeableOnline || reasonCode === OFFER_REFUSAL_REASONS.lineNotActive) && (
          <Button variant="secondary" href={`tel:${SUPPORT_NUMBER}`}>
            {t('changeOffer.call', { number: SUPPORT_NUMBER })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** The fees of the chosen plan, the line's latest invoices, when it takes effect; then the code, and the card if there are fees. */
function Review({ line, quote, language, onBack }: { line: UserLine; quote: SetupFeesResponse; language: Language; onBack: () => void }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const dispatch = useAppDispatch();
  const path = useSelfcarePath();
  const [key] = useIdempotencyKey();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const paid = quote.totalFees > 0;

  const confirm = async (otpToken: string) => {
    setBusy(true);
    try {
      if (paid) {
        const body: ChangeOfferPaymentRequest = {
          mdn: line.mdn,
          offerId: quote.offerId,
          otpToken,
          feesToken: quote.feesToken,
          returnUrl: localizePath(path(PAYMENT_RETURN_PATH), language),
        };
        const answer = await api.post<GatewayRedirect>('/api/v1/ms-ecom/payment/change-offer/cb', body, actConfig(key));
        redirectTo(answer.redirectUrl);
        return;
      }
      // A cameleon line is named by its segmentation token alone (spec: mdn omitted for cameleon).
      const lineQuery = line.segment === 'cameleon' ? '' : `&mdn=${line.mdn}`;
      const body: ChangeOfferRequest = { otpToken, feesToken: quote.feesToken };
      const answer = await api.put<ChangeOfferResponse>(
        `/api/ms-order/v2/change-offer?idOffer=${encodeURIComponent(quote.offerId)}${lineQuery}`,
        body,
        actConfig(key),
      );
      dispatch(busEvents.profileRefreshRequested());
      navigate(`${path(SERVICE_PATHS.changeOfferConfirmation)}?reference=${encodeURIComponent(answer.reference)}`, { state: answer });
    } catch (error) {
      // The fees token and the code are spent: the customer starts again from the plans.
      setFailure(toApiError(error).code);
      setConfirming(false);
      setBusy(false);
    }
  };

  return (
    <Card data-change-offer-review>
      <Stack>
        <h2>{t('changeOffer.summary')}</h2>
        <Summary>
          <dt>{t('changeOffer.newPlan')}</dt>
          <dd data-new-plan>{quote.offerName[language]}</dd>
          <dt>{t('changeOffer.monthly')}</dt>
          <dd>{t('changeOffer.perMonth', { price: formatPrice(quote.monthlyPrice, language) })}</dd>
          <dt>{t('changeOffer.currentMonthly')}</dt>
          <dd>{t('changeOffer.perMonth', { price: formatPrice(quote.currentMonthlyPrice, language) })}</dd>
          {quote.fees.map((fee) => (
            <FeeRow key={fee.id} label={fee.label[language]} amount={formatPrice(fee.amount, language)} />
          ))}
          <dt>{t('changeOffer.totalFees')}</dt>
          <dd data-total-fees>{paid ? formatPrice(quote.totalFees, language) : t('changeOffer.noFees')}</dd>
        </Summary>
        <Notice data-offer-effective={quote.effective}>{t(paid ? 'changeOffer.whenPaid' : 'changeOffer.whenFree')}</Notice>
        {quote.customerbill.invoices.length > 0 && (
          <section aria-labelledby="offer-invoices">
            <h3 id="offer-invoices">{t('changeOffer.invoices')}</h3>
            <Summary>
              {quote.customerbill.invoices.map((invoice) => (
                <FeeRow
                  key={invoice.billNo}
                  label={t('changeOffer.invoice', {
                    period: formatDay(`${invoice.period}-01`, language, { month: 'long', year: 'numeric' }),
                    status: t(`changeOffer.invoiceStatus.${invoice.status}`),
                  })}
                  amount={formatPrice(invoice.amount, language)}
                />
              ))}
            </Summary>
          </section>
        )}
        {confirming ? (
          <>
            <p>{t('common.confirmCode')}</p>
            {busy ? (
              <Skeleton width="60%" height={24} />
            ) : (
              <OtpStep mdn={line.mdn} purpose="change-offer" language={language} onVerified={(token) => void confirm(token)} />
            )}
          </>
        ) : (
          <Stack $gap="sm">
            <Button onClick={() => setConfirming(true)}>
              {paid ? t('changeOffer.pay', { total: formatPrice(quote.totalFees, language) }) : t('changeOffer.confirm')}
            </Button>
            <Button variant="secondary" onClick={onBack}>
              {t('changeOffer.another')}
            </Button>
          </Stack>
        )}
        {failure && (
          <FormAlert role="alert">
            {errorText(failure)}{' '}
            <SiteLink to={path(SERVICE_PATHS.changeOffer)} onClick={onBack}>
              {t('changeOffer.restart')}
            </SiteLink>
          </FormAlert>
        )}
      </Stack>
    </Card>
  );
}

function FeeRow({ label, amount }: { label: string; amount: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </>
  );
}

/** The plans of the catalogue the line can move to (its own marked as current, not offered). */
function Plans({ line, currentOfferId, language }: { line: UserLine; currentOfferId: string; language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  const [catalog, reload] = useLineQuery<{ offers: CatalogProduct[] }>('/api/ms-order/v1/get-catalog');
  const [offerId, setOfferId] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [quote, setQuote] = useState<SetupFeesResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  if (catalog.status !== 'ready') return <QueryFallback query={catalog} retry={reload} />;
  if (quote) return <Review line={line} quote={quote} language={language} onBack={() => (setQuote(null), setOfferId(undefined))} />;

  const offers = catalog.data.offers.filter((offer) => offer.id !== currentOfferId);
  const review = async () => {
    setFailure(null);
    if (!offerId) return setError(t('changeOffer.offerRequired'));
    setLoading(true);
    try {
      setQuote(
        await api.get<SetupFeesResponse>(`/api/ms-order/v2/display-setup-fees?offerId=${encodeURIComponent(offerId)}&mdn=${line.mdn}`, { authorized: true }),
      );
    } catch (caught) {
      setFailure(toApiError(caught).code);
    } finally {
      setLoading(false);
    }
    return undefined;
  };
  return (
    <Card>
      <Stack>
        <p data-current-plan>{t('changeOffer.current', { plan: offerNameOf(line, language) })}</p>
        <RadioGroup
          name="offer"
          legend={t('changeOffer.offer')}
          required
          value={offerId}
          error={error}
          onChange={(value) => (setOfferId(value), setError(undefined))}
          options={offers.map((offer) => ({
            value: offer.id,
            label: `${planName(offer, language)} · ${t('changeOffer.perMonth', { price: formatPrice(offer.price, language) })}`,
          }))}
        />
        <Button onClick={() => void review()} loading={loading}>
          {t('changeOffer.continue')}
        </Button>
        {failure && <FormAlert role="alert">{errorText(failure)}</FormAlert>}
      </Stack>
    </Card>
  );
}

function ChangeOffer({ line, language }: { line: UserLine; language: Language }) {
  const [eligibility, reload] = useLineQuery<OfferEligibilityResponse>(`/api/ms-order/v2/check-offer-eligibility?mdn=${line.mdn}`);
  if (eligibility.status !== 'ready') return <QueryFallback query={eligibility} retry={reload} />;
  if (!eligibility.data.isEligible) return <Refusal eligibility={eligibility.data} line={line} language={language} />;
  return <Plans line={line} currentOfferId={eligibility.data.currentOfferId} language={language} />;
}

/** services/changement-offre: the line moves to another plan of the catalogue, with a code; a cheaper plan's fees are paid by card. */
export function ChangeOfferPage({ language }: { language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  return (
    <ServicePage title={t('changeOffer.title')} intro={t('changeOffer.intro')} language={language}>
      {(line) => (
        <NotForThisLine service="changeOffer" line={line}>
          <ChangeOffer line={line} language={language} />
        </NotForThisLine>
      )}
    </ServicePage>
  );
}

/**
 * services/changement-offre-confirmation: the plan the line is on now, from when, and the request's
 * reference. Only the change itself leads here (its answer in the history entry's state, kept across a
 * reload): opened directly, even with a `?reference=`, the page says that no change was made.
 */
export function ChangeOfferConfirmationPage({ language }: { language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  const { state } = useLocation() as { state: ChangeOfferResponse | null };
  const path = useSelfcarePath();
  const changed = !!state?.reference && !!state.offerName;
  return (
    <SelfcarePage title={t(changed ? 'changeOffer.doneTitle' : 'changeOffer.noChangeTitle')} back={SELFCARE_PATHS.dashboard} narrow>
      <Stack $gap="lg">
        <LineSummary language={language} />
        {changed ? (
          <Card data-change-offer-done>
            <Stack>
              <Notice role="status" $tone="success">
                {t('changeOffer.done', { plan: state.offerName[language] })}
              </Notice>
              <p>{t('common.reference', { reference: state.reference })}</p>
              <p>{t('changeOffer.doneHint')}</p>
              <Button to={path(SELFCARE_PATHS.dashboard)}>{t('common.backToServices')}</Button>
            </Stack>
          </Card>
        ) : (
          <Card data-change-offer-none>
            <Stack>
              <Notice role="status">{t('changeOffer.noChange')}</Notice>
              <Button to={path(SERVICE_PATHS.changeOffer)}>{t('changeOffer.toChange')}</Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </SelfcarePage>
  );
}
