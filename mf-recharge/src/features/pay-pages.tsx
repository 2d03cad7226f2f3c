import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { useAppSelector, useErrorText, useLanguage } from '@atlas/runtime';
import { Button, Card, cleanMdn, EmptyState, Facts, FormAlert, formatMdn, formatPrice, Page, Skeleton, Stack } from '@atlas/ui-kit';
import { FormField, scratchCardCodeRule, validateWith } from '@atlas/forms';
import { RECHARGE_NS } from '../i18n/recharge';
import { RECHARGE_PATHS } from '../platform-remote';
import type { RechargePaymentState } from './payment-slice';
import { readRechargeCart } from './recharge-storage';
import { CreditFacts, useCartProducts } from './recap-page';
import { usePay } from './use-pay';
import { useRechargeCart } from './use-recharge-cart';

type State = { rechargePayment?: RechargePaymentState };

/** The cart to pay, or the way back to choosing one. */
function usePayableCart() {
  const stored = readRechargeCart();
  const recharge = useRechargeCart(stored?.mdn ?? null);
  const products = useCartProducts(recharge.cart);
  const email = useAppSelector((root) => (root as State).rechargePayment?.contact.email) || undefined;
  return { recharge, products, email };
}

function Summary({ mdn, total }: { mdn: string; total: number }) {
  const { t } = useTranslation(RECHARGE_NS);
  const language = useLanguage();
  return (
    <Facts>
      <div>
        <dt>{t('recap.number')}</dt>
        <dd dir="ltr">{formatMdn(mdn)}</dd>
      </div>
      <div>
        <dt>{t('recap.total')}</dt>
        <dd data-total>{formatPrice(total, language)}</dd>
      </div>
    </Facts>
  );
}

function NoCart() {
  const { t } = useTranslation(RECHARGE_NS);
  return <EmptyState title={t('recap.noCart')} action={<Button to={RECHARGE_PATHS.number}>{t('recap.start')}</Button>} />;
}

/** `paiement/cb`: the recharge paid by card on the gateway sandbox's page (3-D Secure included). */
export function CardPaymentPage() {
  const { t } = useTranslation(RECHARGE_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const { recharge, products, email } = usePayableCart();
  const pay = usePay();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cart = recharge.cart;
  return (
    <Page title={t('card.title')} intro={t('card.intro')} narrow>
      {!cart || cart.items.length === 0 ? (
        <NoCart />
      ) : !products ? (
        <Skeleton variant="rect" height={160} />
      ) : (
        <Stack $gap="lg">
          <Card>
            <Summary mdn={cart.mdn} total={recharge.total} />
            <CreditFacts products={products} />
          </Card>
          {error && <FormAlert role="alert">{errorText(error)}</FormAlert>}
          <div>
            <Button
              size="lg"
              loading={busy}
              data-pay
              onClick={async () => {
                setBusy(true);
                setError(null);
                const code = await pay({ cart, total: recharge.total, products, method: 'cartebancaire', email });
                if (code) {
                  setError(code);
                  setBusy(false);
                }
              }}
            >
              {t('card.pay', { amount: formatPrice(recharge.total, language) })}
            </Button>
          </div>
        </Stack>
      )}
    </Page>
  );
}

const scratchSchema = object({ code: scratchCardCodeRule() });

/** `paiement/scratchCard`: the 14-digit code of a scratch card pays the cart (payment-015, 020, 021, 022, 041, 050). */
export function ScratchCardPage() {
  const { t } = useTranslation(RECHARGE_NS);
  const errorText = useErrorText();
  const { recharge, products, email } = usePayableCart();
  const pay = usePay();
  const cart = recharge.cart;
  return (
    <Page title={t('scratch.title')} intro={t('scratch.intro')} narrow>
      {!cart || cart.items.length === 0 ? (
        <NoCart />
      ) : (
        <Stack $gap="lg">
          <Card>
            <Summary mdn={cart.mdn} total={recharge.total} />
          </Card>
          <Form<{ code?: string }>
            onSubmit={async ({ code }) => {
              const failure = await pay({ cart, total: recharge.total, products: products ?? [], method: 'scratchcard', email, code: cleanMdn(code ?? '') });
              return failure ? { [FORM_ERROR]: errorText(failure), ...(failure === 'payment-015' ? { code: errorText(failure) } : {}) } : undefined;
            }}
            validate={validateWith(scratchSchema)}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate data-form="scratch-card">
                <Card>
                  <FormField
                    name="code"
                    inputMode="numeric"
                    autoComplete="off"
                    label={t('scratch.code')}
                    hint={t('scratch.hint')}
                    required
                    maxLength={20}
                    dir="ltr"
                  />
                  {submitError && <FormAlert role="alert">{submitError}</FormAlert>}
                  <div>
                    <Button type="submit" loading={submitting} data-pay>
                      {t('scratch.submit')}
                    </Button>
                  </div>
                </Card>
              </form>
            )}
          </Form>
        </Stack>
      )}
    </Page>
  );
}
