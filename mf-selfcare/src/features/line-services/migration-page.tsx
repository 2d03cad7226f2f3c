import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, type MigrationOffersResponse, type MigrationPaymentRequest, type UserLine } from '@atlas/contracts';
import { api, localizePath, toApiError, useErrorText, useSiteNavigate } from '@atlas/runtime';
import { Button, Checkbox, formatPrice, RadioGroup, SiteLink, Skeleton, Stack, TextField, useSelfCarePrefix, useSession } from '@atlas/ui-kit';
import type { BankBillPayment, GatewayRedirect } from '@atlas/contracts/shop';
import { EMAIL_PATTERN } from '@atlas/forms/patterns';
import { Card } from '../../components/selfcare-page';
import { SERVICES_NS } from '../../i18n/selfcare-services';
import { OtpStep } from '../../components/otp-step';
import { ActFailure } from './act-failure';
import { redirectTo } from './redirect';
import { actConfig, Notice, NotForThisLine, QueryFallback, ServicePage, useIdempotencyKey, useLineQuery } from './service-page';
import { BANK_BILL_PATH } from '../../components/bank-bill-path';

/**
 * Relative to the self-care prefix: the card payment's result (mf-cart-payment's migration/paiement/ok
 * or /echoue), the bank-bill reference pending for the line (mf-invoices' services/paiement-fatourati).
 */
const PAYMENT_RETURN_PATH = 'migration/paiement';
/** The terms of the migration (migration_cgu), a content page of mf-catalogue. */
const TERMS_PATH = '/cgu/migration';

type Method = 'cb' | 'eb';
interface Errors {
  offer?: string;
  email?: string;
  terms?: string;
}

function Migration({ line, language }: { line: UserLine; language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  const { t: v } = useTranslation('validation');
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const prefix = useSelfCarePrefix();
  const { profile } = useSession();
  const [query, reload] = useLineQuery<MigrationOffersResponse>(`/api/ms-balance/v1/display-offer-migration?mdn=${line.mdn}`);
  const [offerId, setOfferId] = useState<string | undefined>();
  const [email, setEmail] = useState(profile?.email ?? '');
  const [terms, setTerms] = useState(false);
  const [method, setMethod] = useState<Method>('cb');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [key, renewKey] = useIdempotencyKey();

  if (query.status === 'error' && query.code === 'service-013') {
    return (
      <Card>
        <Notice role="status" $tone="warning" data-migration-not-eligible>
          {errorText(query.code)}
        </Notice>
      </Card>
    );
  }
  if (query.status !== 'ready') return <QueryFallback query={query} retry={reload} />;

  const emailError = (value: string) => {
    const trimmed = value.trim();
    return !trimmed ? v('emailRequired') : !EMAIL_PATTERN.test(trimmed) ? v('emailInvalid') : undefined;
  };
  const start = () => {
    setFailure(null);
    const found: Errors = {};
    if (!offerId) found.offer = t('migration.offerRequired');
    const wrongEmail = emailError(email);
    if (wrongEmail) found.email = wrongEmail;
    if (!terms) found.terms = t('migration.termsRequired');
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const pay = async (otpToken: string) => {
    setPaying(true);
    try {
      const body: MigrationPaymentRequest = {
        mdn: line.mdn,
        offerId: offerId!,
        email: email.trim(),
        termsAccepted: true,
        eligibilityToken: query.data.eligibilityToken,
        otpToken,
        ...(method === 'cb' ? { returnUrl: localizePath(`${prefix}/${PAYMENT_RETURN_PATH}`, language) } : {}),
      };
      if (method === 'cb') {
        const answer = await api.post<GatewayRedirect>('/api/v1/ms-ecom/payment/migration/cb', body, actConfig(key));
        redirectTo(answer.redirectUrl);
      } else {
        const answer = await api.post<BankBillPayment & { refNumber: string }>('/api/v1/ms-ecom/payment/migration/eb', body, actConfig(key));
        navigate(`${prefix}/${BANK_BILL_PATH}?refNumber=${encodeURIComponent(answer.refNumber)}`);
      }
    } catch (error) {
      // The eligibility token and the code were spent: a new attempt starts from fresh offers.
      setFailure(toApiError(error).code);
      setConfirming(false);
      setPaying(false);
      renewKey();
      reload();
    }
  };

  const chosen = query.data.offers.find((offer) => offer.id === offerId);
  return (
    <Card>
      <Stack>
        <RadioGroup
          name="offer"
          legend={t('migration.offer')}
          required
          value={offerId}
          error={errors.offer}
          onChange={(value) => (setOfferId(value), setErrors({ ...errors, offer: undefined }))}
          options={query.data.offers.map((offer) => ({
            value: offer.id,
            label: `${offer.name[language]} · ${t('migration.perMonth', { price: formatPrice(offer.monthlyPrice, language) })}`,
          }))}
        />
        <TextField
          label={t('migration.email')}
          hint={t('migration.emailHint')}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          // A shown error goes as soon as the address is right (and says what is still wrong meanwhile).
          onChange={(event) => (setEmail(event.target.value), errors.email && setErrors({ ...errors, email: emailError(event.target.value) }))}
        />
        <RadioGroup
          name="method"
          legend={t('migration.method')}
          required
          value={method}
          onChange={(value) => setMethod(value as Method)}
          options={[
            { value: 'cb', label: t('migration.card') },
            { value: 'eb', label: t('migration.bankBill') },
          ]}
        />
        <Checkbox
          checked={terms}
          required
          error={errors.terms}
          onChange={(event) => (setTerms(event.target.checked), setErrors({ ...errors, terms: undefined }))}
          label={
            <>
              {t('migration.terms')}{' '}
              <SiteLink to={TERMS_PATH} target="_blank" data-migration-terms>
                {t('migration.termsLink')}
              </SiteLink>
            </>
          }
        />
        {chosen && <Notice data-migration-total>{t('migration.firstMonth', { price: formatPrice(chosen.monthlyPrice, language) })}</Notice>}
        {confirming ? (
          <>
            <p>{t('common.confirmCode')}</p>
            {paying ? (
              <Skeleton width="60%" height={24} />
            ) : (
              <OtpStep mdn={line.mdn} purpose="migration" language={language} onVerified={(token) => void pay(token)} />
            )}
          </>
        ) : (
          <Button onClick={start}>{t('migration.continue')}</Button>
        )}
        {failure && <ActFailure code={failure} />}
      </Stack>
    </Card>
  );
}

/** services/migration (and migration/listmdn, migration/etape): a prepaid line moves to a plan. */
export function MigrationPage({ language }: { language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  return (
    <ServicePage title={t('migration.title')} intro={t('migration.intro')} language={language}>
      {(line) => (
        <NotForThisLine service="migration" line={line}>
          <Migration line={line} language={language} />
        </NotForThisLine>
      )}
    </ServicePage>
  );
}
