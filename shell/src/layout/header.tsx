import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { type Language } from '@atlas/contracts';
import { selectIsSignedIn, useAppSelector } from '@atlas/runtime';
import { media, SiteLink } from '@atlas/ui-kit';
import { useMegaMenu } from '../state/mega-menu-api';
import { HeaderAccountSlot } from './header-account-slot';
import { BrandLogo } from './brand-logo';
import { HeaderBasketSlot } from './header-basket-slot';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';
import { FULL_HEADER } from './header-breakpoint';
import { SHELL_NS } from '../i18n/shell';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Inner = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 16px;
  height: 64px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
`;

const DesktopOnly = styled.div`
  display: none;
  ${media.up(FULL_HEADER)} {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;

const SelfCareLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  height: ${({ theme }) => theme.controls.height.md};
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary.main};
  color: ${({ theme }) => theme.colors.primary.contrastText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.primary.dark};
  }
`;

const MenuNotice = styled.p`
  display: none;
  ${media.up(FULL_HEADER)} {
    display: block;
    flex: 1;
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export function Header({ language, selfCarePrefix }: { language: Language; selfCarePrefix: string }) {
  const { t } = useTranslation(SHELL_NS);
  const menu = useMegaMenu(language);
  // Only what the header shows: a change of the selected line does not draw the header again (issue 34).
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const selfCareLink = `${selfCarePrefix}/login`;
  return (
    <Bar>
      <Inner>
        <BrandLogo />
        {menu.failed ? <MenuNotice role="status">{t('menuUnavailable')}</MenuNotice> : <MegaMenu entries={menu.entries} />}
        <Actions>
          <HeaderSearch language={language} />
          <HeaderBasketSlot language={language} />
          {/* The account menu shows nothing to a visitor: its remote loads once someone signs in. */}
          <HeaderAccountSlot language={language} />
          <DesktopOnly>
            <LanguageSwitch language={language} />
            {/* Signed in, the account menu stands for the self-care area. */}
            {!isSignedIn && <SelfCareLink to={selfCareLink}>{t('selfCare')}</SelfCareLink>}
          </DesktopOnly>
          <MobileMenu entries={menu.entries} language={language} selfCareLink={selfCareLink} />
        </Actions>
      </Inner>
    </Bar>
  );
}
