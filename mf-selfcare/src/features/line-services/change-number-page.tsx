import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type ChangeNumberPaymentRequest, type ChangeNumberQuote, type Language, type UserLine } from '@atlas/contracts';
import { api, localizePath, readState, skipToken, toApiError, useErrorText } from '@atlas/runtime';
import { Button, EmptyState, formatMdn, formatPrice, FormAlert, RadioGroup, Skeleton, Stack } from '@atlas/ui-kit';
import type { GatewayRedirect, NumberCategory } from '@atlas/contracts/shop';
import { Card } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SERVICES_NS } from '../../i18n/selfcare-services';
import { OtpStep } from '../../components/otp-step';
import { ActFailure } from './act-failure';
import { redirectTo } from './redirect';
import { actConfig, Notice, QueryFallback, ServicePage, useIdempotencyKey, useLineQuery } from './service-page';
import { IdentifiedLine } from './identified-line';
import { useNumbersForChangeQuery } from './line-services-api';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: end;
  }
`;

/**
 * The self-care result of the paid number change, relative to the self-care prefix (served by mf-cart-payment's
 * line-act results, `…/ok` or `…/echoue`): the act's own result, not the shop's achat/paiement.
 */
const PAYMENT_RETURN_PATH = 'services/changement-numero/paiement';

type Numbers = { status: 'idle' | 'loading' } | { status: 'ready'; numbers: string[] } | { status: 'error'; code: string };

function ChangeNumber({ line, language }: { line: UserLine; language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  const path = useSelfcarePath();
  const [categories, reloadCategories] = useLineQuery<NumberCategory[]>('/api/ms-service/v1/list-number-category');
  const [category, setCategory] = useState<string | undefined>();
  const numbersRead = useNumbersForChangeQuery(category ? { mdn: line.mdn, category } : skipToken, { refetchOnMountOrArgChange: true });
  const numbersAnswer = readState(numbersRead);
  const numbers: Numbers = !category
    ? { status: 'idle' }
    : numbersRead.isFetching || numbersAnswer.status === 'loading'
      ? { status: 'loading' }
      : numbersAnswer.status === 'error'
        ? { status: 'error', code: numbersAnswer.code }
        : { status: 'ready', numbers: numbersAnswer.data.numbers };
  const [chosen, setChosen] = useState<string | undefined>();
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const [quote, setQuote] = useState<ChangeNumberQuote | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [key] = useIdempotencyKey();

  if (categories.status !== 'ready') return <QueryFallback query={categories} retry={reloadCategories} />;

  const review = async () => {
    setFailure(null);
    if (!category) return setChoiceError(t('changeNumber.categoryRequired'));
    if (!chosen) return setChoiceError(t('changeNumber.numberRequired'));
    try {
      setQuote(
        await api.get<ChangeNumberQuote>(`/api/ms-service/v1/change-number-quote?mdn=${line.mdn}&newMdn=${chosen}&category=${category}`, { authorized: true }),
      );
    } catch (error) {
      setFailure(toApiError(error).code);
    }
    return undefined;
  };

  const pay = async (otpToken: string) => {
    setPaying(true);
    try {
      const body: ChangeNumberPaymentRequest = {
        mdn: line.mdn,
        newMdn: quote!.newMdn,
        category: quote!.category,
        otpToken,
        returnUrl: localizePath(path(PAYMENT_RETURN_PATH), language),
      };
      const answer = await api.post<GatewayRedirect>('/api/v1/ms-ecom/payment/change-number/cb', body, actConfig(key));
      redirectTo(answer.redirectUrl);
    } catch (error) {
      setFailure(toApiError(error).code);
      setConfirming(false);
      setPaying(false);
    }
  };

  if (quote) {
    return (
      <Card data-change-number-quote>
        <Stack>
          <h2>{t('changeNumber.summary')}</h2>
          <Summary>
            <dt>{t('changeNumber.newNumber')}</dt>
            <dd dir="ltr" data-new-number>
              {formatMdn(quote.newMdn)}
            </dd>
            <dt>{t('changeNumber.numberPrice')}</dt>
            <dd>{quote.numberPrice > 0 ? formatPrice(quote.numberPrice, language) : t('changeNumber.free')}</dd>
            <dt>{t('changeNumber.fees')}</dt>
            <dd>{formatPrice(quote.fees, language)}</dd>
            <dt>{t('changeNumber.total')}</dt>
            <dd data-total>{formatPrice(quote.total, language)}</dd>
          </Summary>
          <Notice>{t('changeNumber.when')}</Notice>
          {confirming ? (
            <>
              <p>{t('common.confirmCode')}</p>
              {paying ? (
                <Skeleton width="60%" height={24} />
              ) : (
                <OtpStep mdn={line.mdn} purpose="change-number" language={language} onVerified={(token) => void pay(token)} />
              )}
            </>
          ) : (
            <Stack $gap="sm">
              <Button onClick={() => setConfirming(true)}>{t('changeNumber.pay', { total: formatPrice(quote.total, language) })}</Button>
              <Button variant="secondary" onClick={() => (setQuote(null), setFailure(null))}>
                {t('changeNumber.another')}
              </Button>
            </Stack>
          )}
          {failure && <ActFailure code={failure} />}
        </Stack>
      </Card>
    );
  }

  const listed = numbers.status === 'ready' ? numbers.numbers : [];
  return (
    <Card>
      <Stack>
        <RadioGroup
          name="category"
          legend={t('changeNumber.category')}
          required
          value={category}
          error={!category ? choiceError : undefined}
          onChange={(value) => (setCategory(value), setChosen(undefined), setChoiceError(undefined))}
          options={categories.data.map((item) => ({
            value: item.id,
            label: `${item.label[language]} · ${item.price > 0 ? formatPrice(item.price, language) : t('changeNumber.free')}`,
          }))}
        />
        {numbers.status === 'loading' && <Skeleton variant="rect" height={120} />}
        {numbers.status === 'error' && <FormAlert role="alert">{errorText(numbers.code)}</FormAlert>}
        {numbers.status === 'ready' && listed.length === 0 && (
          <EmptyState headingLevel={3} title={errorText('noNumberAvailable')} description={t('changeNumber.noneHint')} />
        )}
        {listed.length > 0 && (
          <RadioGroup
            name="newMdn"
            legend={t('changeNumber.pick')}
            required
            row
            value={chosen}
            error={category ? choiceError : undefined}
            onChange={(value) => (setChosen(value), setChoiceError(undefined))}
            options={listed.map((mdn) => ({ value: mdn, label: <span dir="ltr">{formatMdn(mdn)}</span> }))}
          />
        )}
        <Button onClick={() => void review()}>{t('changeNumber.continue')}</Button>
        {failure && <ActFailure code={failure} />}
      </Stack>
    </Card>
  );
}

/** services/changement-numero: a new number for the line, chosen, paid by card, confirmed with a code. */
export function ChangeNumberPage({ language }: { language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  return (
    <ServicePage title={t('changeNumber.title')} intro={t('changeNumber.intro')} language={language}>
      {(line) => (
        <IdentifiedLine line={line}>
          <ChangeNumber line={line} language={language} />
        </IdentifiedLine>
      )}
    </ServicePage>
  );
}
