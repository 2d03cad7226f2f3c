import { FORM_ERROR } from 'final-form';
import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { object, string } from 'yup';
import { localizePath, readState, toApiError, useAppSelector, useErrorText, useLanguage, useSiteNavigate } from '@atlas/runtime';
import { Button, Card, EmptyState, ErrorState, FormAlert, formatPrice, MethodsNotOffered, rememberBankBill, Skeleton, Stack, useSession } from '@atlas/ui-kit';
import { CaptchaField, captchaRule, requiredText, validateWith } from '@atlas/forms';
import { SHOP_ERROR_CODES, type Cart, type CheckoutRequest, type PaymentMethod, type PaymentMethodId } from '@atlas/contracts/shop';
import { ChoiceCards } from '../../components/choice-cards';
import { SHOP_NS } from '../../i18n/shop';
import { SHOP_PATHS } from '../../platform-remote';
import { selectCart } from '../../components/cart-slice';
import { useCheckoutDraft, type CheckoutDraft } from '../../components/checkout-draft';
import { FunnelStep } from '../../components/funnel-step';
import { funnelOfCart } from '../../components/funnels';
import { CheckoutRecap } from './checkout-recap';
import { registerCashOrder, requestBankBill, startAppPayment, startCardPayment, usePaymentMethodsQuery } from '../../components/payment-api';
import { PayInvoicesFirst } from '../../components/unpaid-refusal';
import { writePaymentData } from './payment-data';
import { redirectTo } from './redirect';
import { textIn } from '@atlas/contracts/bidi';

const MethodIcon = styled.img`
  flex: none;
  width: 40px;
  height: 28px;
  object-fit: contain;
`;

/** Methods a visitor confirms with a captcha (the order is registered before any money moves). */
const CAPTCHA_METHODS: readonly PaymentMethodId[] = ['especes', 'fatourati'];

interface PaymentValues {
  method?: PaymentMethodId;
  captchaId?: string;
  captchaText?: string;
}

type MethodsState = { status: 'loading' } | { status: 'ready'; methods: PaymentMethod[] } | { status: 'error'; code: string };

/** The spec's payment-methods load: on failure the code is kept and the list emptied. */
function usePaymentMethods(cartId: string, mdn: string | undefined) {
  const result = usePaymentMethodsQuery({ cartId, ...(mdn ? { mdn } : {}) }, { refetchOnMountOrArgChange: true });
  const answer = readState(result);
  const state: MethodsState =
    result.isFetching || answer.status === 'loading'
      ? { status: 'loading' }
      : answer.status === 'error'
        ? { status: 'error', code: answer.code }
        : { status: 'ready', methods: answer.data.methods };
  return { state, retry: answer.retry };
}

const needsCaptcha = (method: PaymentMethodId | undefined, signedIn: boolean) => !signedIn && !!method && CAPTCHA_METHODS.includes(method);

function paymentSchema(signedIn: boolean) {
  return object({
    method: requiredText('paymentMethodRequired'),
    captchaText: string().when('method', {
      is: (method: PaymentMethodId) => needsCaptcha(method, signedIn),
      then: () => captchaRule(),
      otherwise: (schema) => schema.strip(),
    }),
  });
}

function payLabelKey(method: PaymentMethodId | undefined): string {
  if (method === 'especes') return 'payment.confirmCash';
  if (method === 'fatourati') return 'payment.getReference';
  if (method === 'applicationbancaire') return 'payment.payWithApp';
  return 'payment.pay';
}

/**
 * One attempt = one Idempotency-Key: a doubled click or a retry after a lost answer sends the
 * same key (the server answers the first payment, never a second); a refused attempt, or another
 * method or captcha, makes a new one.
 */
function useAttemptKey() {
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  return {
    keyFor(signature: string): string {
      if (attempt.current?.signature !== signature) attempt.current = { key: crypto.randomUUID(), signature };
      return attempt.current.key;
    },
    settle() {
      attempt.current = null;
    },
  };
}

function PaymentForm({ cart, draft }: { cart: Cart; draft: CheckoutDraft }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const { isSignedIn } = useSession();
  const methods = usePaymentMethods(cart.cartId, draft.client?.phoneNumber);
  const attempt = useAttemptKey();
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [pendingElsewhere, setPendingElsewhere] = useState(false);
  const [unpaidInvoices, setUnpaidInvoices] = useState(false);

  const submit = async (values: PaymentValues) => {
    const method = values.method!;
    const { client, delivery, portability } = draft;
    if (!client || !delivery) return { [FORM_ERROR]: errorText('orderNotFinalised') };
    const request: CheckoutRequest = {
      client,
      delivery,
      ...(portability
        ? { portability: { mdn: portability.mdn, currentOperator: portability.currentOperator, rio: portability.rio, codeIcc: portability.codeIcc } }
        : {}),
      ...(needsCaptcha(method, isSignedIn) && values.captchaId ? { captcha: { captchaId: values.captchaId, captchaText: values.captchaText ?? '' } } : {}),
      // A path of this site: the API accepts no other origin than the one it is configured with.
      returnUrl: localizePath(SHOP_PATHS.payment, language),
    };
    const key = attempt.keyFor(JSON.stringify({ method, cart: cart.updatedAt, request }));
    const paid = {
      mdn: client.phoneNumber,
      delivery: delivery.mode,
      ...(portability?.earliestPortingDate ? { portingDate: portability.earliestPortingDate } : {}),
    };
    setPendingElsewhere(false);
    setUnpaidInvoices(false);
    try {
      if (method === 'cartebancaire' || method === 'applicationbancaire') {
        const session = await (method === 'cartebancaire' ? startCardPayment : startAppPayment)(cart.cartId, request, key);
        writePaymentData({ refNumber: session.refNumber, method, ...paid });
        redirectTo(session.redirectUrl);
      } else if (method === 'especes') {
        const order = await registerCashOrder(cart.cartId, request, key);
        writePaymentData({ refNumber: order.refNumber, method, ...paid });
        navigate(`${SHOP_PATHS.paymentRegistered}?refNumber=${encodeURIComponent(order.refNumber)}`);
      } else {
        const bankBill = await requestBankBill(cart.cartId, request, key);
        writePaymentData({ refNumber: bankBill.refNumber, method, ...paid, bankBill });
        rememberBankBill({ refNumber: bankBill.refNumber, mdn: bankBill.mdn, madeFor: 'shop' });
        navigate(`${SHOP_PATHS.paymentRegistered}?refNumber=${encodeURIComponent(bankBill.refNumber)}`);
      }
      return undefined;
    } catch (error) {
      const failure = toApiError(error);
      // No answer at all (network, time-out): the next press retries this very attempt.
      if (failure.status !== 0) attempt.settle();
      if (failure.code === SHOP_ERROR_CODES.captchaInvalid) {
        setCaptchaGeneration((n) => n + 1);
        return { captchaText: errorText(failure.code), [FORM_ERROR]: errorText(failure.code) };
      }
      if (failure.code === SHOP_ERROR_CODES.bankBillPending) setPendingElsewhere(true);
      if (failure.code === SHOP_ERROR_CODES.unpaidSituation) setUnpaidInvoices(true);
      return { [FORM_ERROR]: errorText(failure.code) };
    }
  };

  if (methods.state.status === 'loading') return <Skeleton variant="rect" height={220} />;
  if (methods.state.status === 'error') return <ErrorState code={methods.state.code} onRetry={methods.retry} />;
  const available = methods.state.methods;
  if (available.length === 0) return <EmptyState title={t('payment.noMethod')} />;
  // Only the methods that will pay this cart are choices; the others are named with why not (issue 36).
  const offered = available.filter((method) => method.available);
  const notOffered = available.filter((method) => !method.available);
  const firstAvailable = offered[0]?.id;
  const pendingReference = available.some((method) => method.unavailableReason === SHOP_ERROR_CODES.bankBillPending);

  return (
    <Form<PaymentValues> onSubmit={submit} validate={validateWith<PaymentValues>(paymentSchema(isSignedIn))} initialValues={{ method: firstAvailable }}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={handleSubmit} noValidate data-step="payment">
          <Stack $gap="lg">
            <Card aria-labelledby="methods-title">
              <h2 id="methods-title">{t('payment.methods')}</h2>
              <ChoiceCards
                name="method"
                legend={t('payment.choose')}
                required
                choices={offered.map((method) => ({
                  value: method.id,
                  label: textIn(method.label, language),
                  description: textIn(method.description, language),
                  aside: method.icon ? <MethodIcon src={method.icon} alt="" width={40} height={28} /> : undefined,
                }))}
              />
              <MethodsNotOffered
                title={t('payment.notOffered')}
                methods={notOffered.map((method) => ({
                  id: method.id,
                  label: textIn(method.label, language),
                  reason: errorText(method.unavailableReason ?? SHOP_ERROR_CODES.paymentMethodUnavailable),
                }))}
              />
              {pendingReference && (
                <Button variant="link" to={`${SHOP_PATHS.paymentRegistered}?pending=bank-bill`}>
                  {t('payment.seePending')}
                </Button>
              )}
              {values.method === 'cartebancaire' && <p>{t('payment.cardNote')}</p>}
              {values.method === 'fatourati' && <p>{t('payment.referenceNote')}</p>}
              {needsCaptcha(values.method, isSignedIn) && <CaptchaField generation={captchaGeneration} />}
            </Card>
            {submitError && (
              <FormAlert as="div" role="alert">
                <p>{submitError}</p>
                {pendingElsewhere && (
                  <Button variant="link" to={`${SHOP_PATHS.paymentRegistered}?pending=bank-bill`}>
                    {t('payment.seePending')}
                  </Button>
                )}
                {unpaidInvoices && <PayInvoicesFirst />}
              </FormAlert>
            )}
            <div>
              <Button type="submit" size="lg" loading={submitting} data-pay>
                {t(payLabelKey(values.method), { amount: formatPrice(cart.total, language) })}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Form>
  );
}

/** achat/paiement: the recap, the cart's payment methods, and the payment itself. */

export function PaymentPage() {
  const { t } = useTranslation(SHOP_NS);
  const cart = useAppSelector(selectCart);
  const draft = useCheckoutDraft();
  return (
    <FunnelStep funnel={(current) => current?.funnel ?? funnelOfCart(cart).funnel} step="payment" title={t('payment.title')} intro={t('payment.intro')}>
      {({ draft: current }) =>
        cart && current ? (
          <Stack $gap="lg">
            <CheckoutRecap draft={current} />
            <PaymentForm cart={cart} draft={draft ?? current} />
          </Stack>
        ) : null
      }
    </FunnelStep>
  );
}
