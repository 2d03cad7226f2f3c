import { SiteLink } from '@atlas/ui-kit';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/shell';

const LogoLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.secondary.main};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  white-space: nowrap;
`;

/** The brand mark; the name comes from the labels so configuration can rename it. */
export function BrandLogo() {
  const { t } = useTranslation(SHELL_NS);
  return (
    // Named by its visible text alone (WCAG 2.5.3: the spoken name contains what is seen).
    <LogoLink to="/">
      <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#c8007e" />
        <path d="M9 23 16 8l7 15h-4l-3-7-3 7z" fill="#fff" />
      </svg>
      <span>{t('brand')}</span>
    </LogoLink>
  );
}
