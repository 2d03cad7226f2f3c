import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, media } from '@atlas/ui-kit';
import { startAnalyticsWhenAllowed } from '../analytics/start-analytics';
import { readCookieConsent, rememberCookieConsent, type CookieConsent } from './cookie-consent';
import { SHELL_NS } from '../i18n/shell';

const Banner = styled.section`
  position: fixed;
  left: 12px;
  right: 12px;
  bottom: 12px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 720px;
  margin: 0 auto;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${media.up('sm')} {
    flex-direction: row;
    align-items: center;
  }
`;

const Text = styled.div`
  flex: 1;
  h2 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

/** Asks once; the answer is remembered and the banner does not come back. */
export function CookieBanner() {
  const { t } = useTranslation(SHELL_NS);
  const [consent, setConsent] = useState<CookieConsent | null>(() => readCookieConsent());
  if (consent) return null;
  const answer = (value: CookieConsent) => {
    rememberCookieConsent(value);
    setConsent(value);
    startAnalyticsWhenAllowed();
  };
  return (
    <Banner aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
      <Text>
        <h2 id="cookie-banner-title">{t('cookieTitle')}</h2>
        <p>{t('cookieText')}</p>
      </Text>
      <Actions>
        <Button variant="secondary" onClick={() => answer('refused')}>
          {t('cookieRefuse')}
        </Button>
        <Button onClick={() => answer('accepted')}>{t('cookieAccept')}</Button>
      </Actions>
    </Banner>
  );
}
