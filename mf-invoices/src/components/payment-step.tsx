import { FORM_ERROR } from 'final-form';
import { useRef } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { object } from 'yup';
import { errorCodeOf, useErrorText, useLanguage } from '@atlas/runtime';
import { Button, FormAlert, formatPrice, Price, Stack } from '@atlas/ui-kit';
import { FormRadioGroup, requiredText, validateWith } from '@atlas/forms';
import type { Invoice, InvoiceCartResponse } from '@atlas/contracts/billing';
import type { BankBillPayment, GatewayRedirect } from '@atlas/contracts/shop';
import { INVOICES_NS } from '../i18n/invoices';
import { payInvoiceCart, redirect, type InvoiceMethod } from './invoices-api';
import { invoiceTitle } from './invoice-names';

const Recap = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li,
  li:last-child {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
  li:last-child {
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const METHODS: InvoiceMethod[] = ['cartebancaire', 'applicationbancaire', 'fatourati'];
const METHOD_KEYS: Record<InvoiceMethod, string> = { cartebancaire: 'card', applicationbancaire: 'app', fatourati: 'fatourati' };

const schema = object({ method: requiredText('paymentMethodRequired') });

export interface PaymentStepProps {
  invoices: Invoice[];
  signedIn: boolean;
  /** A cart holding these invoices, made with the caller's proof. */
  makeCart: () => Promise<InvoiceCartResponse>;
  /** Absolute URL the gateway sends the browser back to (`…/ok`, `…/echoue`). */
  returnUrl: string;
  onBankBill: (bill: BankBillPayment) => void;
}

/**
 * Choosing the method and paying the chosen invoices in one order. One attempt = one cart and
 * one Idempotency-Key: a doubled click or a retry after a lost answer sends the same key to the
 * same cart (the server answers the first payment, never a second); another method, a new one.
 */
export function PaymentStep({ invoices, signedIn, makeCart, returnUrl, onBankBill }: PaymentStepProps) {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const attempt = useRef<{ method: string; key: string; cartId: string | null } | null>(null);
  const total = Math.round(invoices.reduce((sum, invoice) => sum + invoice.amount * 100, 0)) / 100;

  const submit = async ({ method }: { method?: InvoiceMethod }) => {
    const kept = attempt.current;
    const current: { method: string; key: string; cartId: string | null } =
      kept && kept.method === method ? kept : { method: method!, key: crypto.randomUUID(), cartId: null };
    attempt.current = current;
    try {
      current.cartId ??= (await makeCart()).cartId;
      const answer = await payInvoiceCart(current.cartId, method!, returnUrl, current.key, signedIn);
      if ('redirectUrl' in answer) redirect.to((answer as GatewayRedirect).redirectUrl);
      else onBankBill(answer as BankBillPayment);
      return undefined;
    } catch (error) {
      // Refused: the next try is a new attempt (a new cart and key).
      attempt.current = null;
      return { [FORM_ERROR]: errorText(errorCodeOf(error)) };
    }
  };

  return (
    <Stack $gap="lg">
      <section aria-labelledby="invoices-recap">
        <h2 id="invoices-recap">{t('payment.recap')}</h2>
        <Recap data-payment-recap>
          {invoices.map((invoice) => (
            <li key={invoice.billNo}>
              <span>{invoiceTitle(t, invoice.period, language)}</span>
              <Price amount={invoice.amount} size="sm" />
            </li>
          ))}
          <li>
            <span>{t('list.total')}</span>
            <Price amount={total} />
          </li>
        </Recap>
      </section>
      <Form<{ method?: InvoiceMethod }> onSubmit={submit} validate={validateWith(schema)}>
        {({ handleSubmit, submitting, submitError, values }) => (
          <form onSubmit={handleSubmit} noValidate data-form="invoice-payment">
            <Stack $gap="md">
              <FormRadioGroup
                name="method"
                legend={t('payment.method')}
                required
                options={METHODS.map((method) => ({
                  value: method,
                  label: (
                    <span>
                      <strong>{t(`payment.${METHOD_KEYS[method]}`)}</strong>
                      <br />
                      <small>{t(`payment.${METHOD_KEYS[method]}Text`)}</small>
                    </span>
                  ),
                }))}
              />
              {submitError && <FormAlert role="alert">{submitError}</FormAlert>}
              <div>
                <Button type="submit" loading={submitting}>
                  {values.method === 'fatourati' ? t('payment.getReference') : t('payment.pay', { amount: formatPrice(total, language) })}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Form>
    </Stack>
  );
}
