import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FORM_ERROR } from 'final-form';
import { object, string } from 'yup';
import { skipToken, useAppDispatch, useAppSelector, useErrorText, useLanguage, useSiteNavigate } from '@atlas/runtime';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Facts,
  FormAlert,
  formatMdn,
  formatPrice,
  MethodsNotOffered,
  Page,
  Skeleton,
  Stack,
  useSession,
} from '@atlas/ui-kit';
import { CaptchaField, captchaRule, emailRule, FormField, requiredText, validateWith } from '@atlas/forms';
import { RECHARGE_LIMITS } from '@atlas/contracts/recharge';
import { SHOP_ERROR_CODES, type PaymentMethod, type PaymentMethodId } from '@atlas/contracts/shop';
import { RECHARGE_NS } from '../i18n/recharge';
import { RECHARGE_PATHS } from '../platform-remote';
import { paymentActions, type RechargePaymentState } from './payment-slice';
import { useRechargePaymentMethodsQuery, useRechargeProductsQuery } from './recharge-api';
import { readRechargeCart, restoreRechargeType, type RechargePaymentData, type StoredRechargeCart } from './recharge-storage';
import { useRechargeCart } from './use-recharge-cart';
import { usePay } from './use-pay';
import { productsPath } from './number-page';
import { creditText } from './credit-text';
import { itemName, productNameIn } from './offer-name';
import { textIn } from '@atlas/contracts/bidi';

const MethodList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    min-height: 48px;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
  }
  span {
    display: grid;
    gap: 2px;
  }
  img {
    flex: none;
    width: 40px;
    height: 28px;
    object-fit: contain;
    margin-inline-start: auto;
  }
`;

type State = { rechargePayment?: RechargePaymentState };

/** Methods that spend or owe on the line itself (balance, invoice, *9): its holder, signed in. */
const SIGNED_IN_METHODS: readonly PaymentMethodId[] = ['solderecharge', 'facture', 'etoile9'];

/** A visitor asking a bank-bill reference proves a person asks it: the shared captcha, checked by the server (payment-059). */
const needsCaptcha = (method: PaymentMethodId | undefined, signedIn: boolean) => !signedIn && method === 'fatourati';

/** What the products of the cart give the line, as the confirmation and the dashboard show it. */
export function useCartProducts(cart: StoredRechargeCart | null): RechargePaymentData['products'] | null {
  const answer = useRechargeProductsQuery(cart ? cart.mdn : skipToken);
  const products = answer.isError ? [] : (answer.currentData?.products ?? null);
  if (!cart || !products) return null;
  return cart.items.flatMap((item) => {
    const product = products.find((candidate) => candidate.id === item.productId);
    return product
      ? Array.from({ length: item.quantity }, () => ({
          id: product.id,
          productType: product.productType,
          name: product.name,
          credit: product.credit,
          ProductSpecs: product.ProductSpecs,
        }))
      : [];
  });
}

/** "20 Dh + 20 Dh bonus, valid 30 days" for each product. */
export function CreditFacts({ products }: { products: RechargePaymentData['products'] }) {
  const { t } = useTranslation(RECHARGE_NS);
  const language = useLanguage();
  return (
    <ul data-credits>
      {products.map((product, index) => (
        <li key={`${product.id}-${index}`}>
          {t('products.creditLine', {
            name: productNameIn(product.name, language),
            amount: creditText(product.credit.amount, product.credit.unit, language),
            bonus:
              product.credit.bonus > 0 && product.credit.bonusUnit
                ? ` ${t('products.bonus', { amount: creditText(product.credit.bonus, product.credit.bonusUnit, language) })}`
                : '',
            validity: t('products.validity', { count: product.ProductSpecs.validity }),
          })}
        </li>
      ))}
    </ul>
  );
}

interface RecapValues {
  method?: PaymentMethodId;
  email?: string;
  captchaId?: string;
  captchaText?: string;
}

const recapSchema = (signedIn: boolean) =>
  object({
    method: requiredText('paymentMethodRequired'),
    email: emailRule({ required: false }),
    captchaText: string().when('method', {
      is: (method: PaymentMethodId) => needsCaptcha(method, signedIn),
      then: () => captchaRule(),
      otherwise: (schema) => schema.strip(),
    }),
  });

/** `recharges/recap`: the number, what it receives and until when, the total, a receipt email and the methods of the cart. */
export function RecapPage() {
  const { t } = useTranslation(RECHARGE_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const dispatch = useAppDispatch();
  const { isSignedIn } = useSession();
  const stored = readRechargeCart();
  const recharge = useRechargeCart(stored?.mdn ?? null);
  const cart = recharge.cart;
  const products = useCartProducts(cart);
  const state = useAppSelector((root) => (root as State).rechargePayment);
  const [lastMethod, setLastMethod] = useState<PaymentMethodId | undefined>();
  const pay = usePay();
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const validate = useMemo(() => validateWith<RecapValues>(recapSchema(isSignedIn)), [isSignedIn]);

  useEffect(() => {
    restoreRechargeType().then((value) => setLastMethod(value?.method));
  }, []);

  // The methods land in the payment state (payment-slice); a change of the cart reads them again.
  const methodsRead = useRechargePaymentMethodsQuery(cart && cart.items.length > 0 ? { cartId: cart.cartId, mdn: cart.mdn } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const loadState = methodsRead.isFetching || !(methodsRead.isSuccess || methodsRead.isError) ? 'loading' : methodsRead.isError ? 'error' : 'ready';

  if (!cart || cart.items.length === 0) {
    return (
      <Page title={t('recap.title')}>
        <EmptyState title={t('recap.noCart')} action={<Button to={RECHARGE_PATHS.number}>{t('recap.start')}</Button>} />
      </Page>
    );
  }

  const methods = state?.methodsPayment.methods ?? [];
  const usable = (id: PaymentMethodId | undefined) =>
    methods.find((method) => method.id === id && method.available && (isSignedIn || !id || !SIGNED_IN_METHODS.includes(id)));
  const initial = usable(lastMethod)?.id ?? methods.find((method) => usable(method.id))?.id;
  // Only the methods that will pay this cart are choices; the others are named with why not (issue 36).
  const offered = methods.filter((method) => usable(method.id));
  const notOffered = methods.filter((method) => !usable(method.id));
  const whyNot = (method: PaymentMethod) =>
    !isSignedIn && SIGNED_IN_METHODS.includes(method.id)
      ? t('recap.signInFor')
      : method.unavailableRule
        ? t(`recap.unavailable.${method.unavailableRule}`, { max: RECHARGE_LIMITS.etoile9Max, defaultValue: errorText(method.unavailableReason) })
        : errorText(method.unavailableReason);

  const submit = async (values: RecapValues) => {
    const method = values.method!;
    dispatch(paymentActions.methodSelected(method));
    dispatch(paymentActions.contactChanged(values.email ?? ''));
    if (method === 'cartebancaire') return navigate(RECHARGE_PATHS.card);
    if (method === 'scratchcard') return navigate(RECHARGE_PATHS.scratchCard);
    const captcha = needsCaptcha(method, isSignedIn) && values.captchaId ? { captchaId: values.captchaId, captchaText: values.captchaText ?? '' } : undefined;
    const code = await pay({ cart, total: recharge.total, products: products ?? [], method, email: values.email || undefined, captcha });
    // A captcha's answer is spent, right or wrong: a refused attempt asks a new image.
    if (code && captcha) setCaptchaGeneration((n) => n + 1);
    if (code === SHOP_ERROR_CODES.captchaInvalid) return { captchaText: errorText(code), [FORM_ERROR]: errorText(code) };
    return code ? { [FORM_ERROR]: errorText(code) } : undefined;
  };

  return (
    <Page title={t('recap.title')} intro={t('recap.intro')}>
      <Stack $gap="lg">
        <Card aria-labelledby="recap-title">
          <h2 id="recap-title">{t('cart.title')}</h2>
          <Facts>
            <div>
              <dt>{t('recap.number')}</dt>
              <dd dir="ltr">{formatMdn(cart.mdn)}</dd>
            </div>
            {cart.items.map((item) => (
              <div key={item.itemId}>
                <dt>{itemName(item, language)}</dt>
                <dd>{formatPrice(item.unitPrice * item.quantity, language)}</dd>
              </div>
            ))}
            <div>
              <dt>{t('recap.total')}</dt>
              <dd data-total>{formatPrice(recharge.total, language)}</dd>
            </div>
          </Facts>
          {products && (
            <div>
              <strong>{t('recap.receives')}</strong>
              <CreditFacts products={products} />
            </div>
          )}
          <div>
            <Button variant="link" to={productsPath(cart.mdn)}>
              {t('recap.edit')}
            </Button>
          </div>
        </Card>
        {loadState === 'loading' && <Skeleton variant="rect" height={200} />}
        {loadState === 'error' && <ErrorState code={state?.error} onRetry={() => void methodsRead.refetch()} />}
        {loadState === 'ready' && (
          <Form<RecapValues> onSubmit={submit} validate={validate} initialValues={{ method: initial, email: state?.contact.email ?? '' }}>
            {({ handleSubmit, submitting, submitError, values, form }) => (
              <form onSubmit={handleSubmit} noValidate data-form="recharge-recap">
                <Stack $gap="lg">
                  <Card aria-labelledby="methods-title">
                    <h2 id="methods-title">{t('recap.methods')}</h2>
                    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
                      <legend>{t('recap.choose')}</legend>
                      <MethodList data-choices="method">
                        {offered.map((method) => (
                          <label key={method.id}>
                            <input
                              type="radio"
                              name="method"
                              value={method.id}
                              checked={values.method === method.id}
                              onChange={() => form.change('method', method.id)}
                            />
                            <span>
                              <strong>{textIn(method.label, language)}</strong>
                              <span>{textIn(method.description, language)}</span>
                            </span>
                            {method.icon && <img src={method.icon} alt="" width={40} height={28} />}
                          </label>
                        ))}
                      </MethodList>
                    </fieldset>
                    <MethodsNotOffered
                      title={t('recap.notOffered')}
                      methods={notOffered.map((method) => ({ id: method.id, label: textIn(method.label, language), reason: whyNot(method) }))}
                    />
                    <FormField name="email" type="email" autoComplete="email" label={t('recap.email')} hint={t('recap.emailHint')} dir="ltr" />
                    {needsCaptcha(values.method, isSignedIn) && <CaptchaField generation={captchaGeneration} />}
                  </Card>
                  {submitError && <FormAlert role="alert">{submitError}</FormAlert>}
                  <div>
                    <Button type="submit" size="lg" loading={submitting} data-pay>
                      {values.method === 'cartebancaire' || values.method === 'scratchcard'
                        ? t('recap.continue')
                        : t('recap.pay', { amount: formatPrice(recharge.total, language) })}
                    </Button>
                  </div>
                </Stack>
              </form>
            )}
          </Form>
        )}
      </Stack>
    </Page>
  );
}
