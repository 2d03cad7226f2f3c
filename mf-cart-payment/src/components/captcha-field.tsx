import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorCodeOf } from '@atlas/runtime';
import { Button, ErrorState, Skeleton } from '@atlas/ui-kit';
import { FormField } from '@atlas/forms';
import type { Captcha } from '@atlas/contracts/shop';
import { generateCaptcha } from '../features/payment/payment-api';
import { SHOP_NS } from '../i18n/shop-namespace';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  img {
    display: block;
    max-width: 100%;
    height: 56px;
    border: 1px solid ${({ theme }) => theme.colors.border.subtle};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.neutral[0]};
  }
`;

export interface CaptchaFieldProps {
  /** Change it to ask for a new image (after payment-059, the answer is spent). */
  generation: number;
}

/**
 * The payment service's captcha: its image, a field for the text and a new image on demand. The
 * form holds `captchaId` and `captchaText`; the service checks them (payment-059 when wrong).
 */
export function CaptchaField({ generation }: CaptchaFieldProps) {
  const { t } = useTranslation(SHOP_NS);
  const form = useForm();
  const id = useId();
  const [captcha, setCaptcha] = useState<{ status: 'loading' } | { status: 'ready'; value: Captcha } | { status: 'error'; code: string }>({ status: 'loading' });
  const [asked, setAsked] = useState(0);
  const renew = useCallback(() => setAsked((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setCaptcha({ status: 'loading' });
    generateCaptcha().then(
      (value) => {
        if (!current) return;
        setCaptcha({ status: 'ready', value });
        form.batch(() => {
          form.change('captchaId', value.captchaId);
          form.change('captchaText', '');
        });
        // A new image asks for a new answer: "required" waits until the customer tries again.
        form.resetFieldState('captchaText');
      },
      (error: unknown) => current && setCaptcha({ status: 'error', code: errorCodeOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [form, generation, asked]);

  return (
    <div data-captcha>
      {captcha.status === 'loading' && <Skeleton variant="rect" width={180} height={56} />}
      {captcha.status === 'error' && <ErrorState headingLevel={3} code={captcha.code} onRetry={renew} />}
      {captcha.status === 'ready' && (
        <Row>
          <img src={captcha.value.image} alt={t('captcha.image')} width={180} height={56} />
          <Button variant="ghost" size="sm" onClick={renew}>
            {t('captcha.renew')}
          </Button>
        </Row>
      )}
      <FormField id={`${id}-captcha`} name="captchaText" label={t('captcha.label')} hint={t('captcha.hint')} required autoComplete="off" autoCapitalize="off" spellCheck={false} maxLength={12} />
    </div>
  );
}
