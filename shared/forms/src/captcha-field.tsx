import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-final-form';
import styled from 'styled-components';
import { api, errorCodeOf, useSharedTranslation } from '@atlas/runtime';
import type { Captcha } from '@atlas/contracts/shop';
import { Button, ErrorState, Skeleton } from '@atlas/ui-kit';
import { FormField } from './form-field';

/** GET /captcha/generate of the payment service: an image whose answer the service checks (payment-059). */
export const generateCaptcha = () => api.get<Captcha>('/api/v1/ms-payment/captcha/generate');

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
  /** Change it to ask for a new image (after payment-059, or any answer: each is spent once). */
  generation: number;
}

/**
 * The one captcha field of every form of the site: the payment service's image, a field for its
 * text and a new image on demand. The form holds `captchaId` and `captchaText` (validate the text
 * with `captchaRule()`); send them as `captcha: { captchaId, captchaText }`, the service checks them.
 */
export function CaptchaField({ generation }: CaptchaFieldProps) {
  const { t } = useSharedTranslation('common');
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
