import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-final-form';
import styled from 'styled-components';
import { api, atlasApi, errorCodeOf, useSharedTranslation } from '@atlas/runtime';
import type { Captcha } from '@atlas/contracts/shop';
import { Button, ErrorState, Skeleton } from '@atlas/ui-kit';
import { FormField } from './form-field';

/** GET /captcha/generate of the payment service: an image whose answer the service checks (payment-059). */
export const generateCaptcha = () => api.get<Captcha>('/api/v1/ms-payment/captcha/generate');

/**
 * GET /captcha/generate of the payment service, as a read: the argument names the image asked
 * for (a field and its n-th image), so a new argument is a new image; none is kept once its field
 * leaves the page, each answer being spent once.
 */
const captchaApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    captcha: build.query<Captcha, string>({
      query: () => ({ url: '/api/v1/ms-payment/captcha/generate' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

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
  const [asked, setAsked] = useState(0);
  const renew = useCallback(() => setAsked((n) => n + 1), []);
  const read = captchaApi.useCaptchaQuery(`${id}/${generation}/${asked}`);
  const image = read.currentData;
  const captcha = image
    ? { status: 'ready' as const, value: image }
    : read.isError
      ? { status: 'error' as const, code: errorCodeOf(read.error) }
      : { status: 'loading' as const };

  // Each new image goes into the form: its id, and an empty answer.
  useEffect(() => {
    if (!image) return;
    form.batch(() => {
      form.change('captchaId', image.captchaId);
      form.change('captchaText', '');
    });
    // A new image asks for a new answer: "required" waits until the customer tries again.
    form.resetFieldState('captchaText');
  }, [form, image]);

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
      <FormField
        id={`${id}-captcha`}
        name="captchaText"
        label={t('captcha.label')}
        hint={t('captcha.hint')}
        required
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={12}
      />
    </div>
  );
}
