import styled from 'styled-components';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES, type Language } from '@atlas/contracts';
import { localeFromPath, localizePath, useAppConfig } from '@atlas/runtime';

const List = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LanguageLink = styled(Link)<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  color: ${({ theme, $current }) => ($current ? theme.colors.primary.contrastText : theme.colors.text.primary)};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary.main : 'transparent')};
  &:hover {
    background: ${({ theme, $current }) => ($current ? theme.colors.primary.dark : theme.colors.primary.light)};
  }
`;

/**
 * Switches language and keeps the current page (its path, query and anchor). English is offered
 * unless the configuration's `showEnglishLang` is '0' (a page already in English keeps its link).
 */
export function LanguageSwitch({ language }: { language: Language }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const showEnglish = useAppConfig()?.appParams.showEnglishLang !== '0' || language === 'en';
  const { rest } = localeFromPath(location.pathname);
  return (
    <nav aria-label={t('language')}>
      <List>
        {LANGUAGES.filter((lng) => showEnglish || lng !== 'en').map((lng) => (
          <li key={lng}>
            <LanguageLink
              to={`${localizePath(rest, lng)}${location.search}${location.hash}`}
              lang={lng}
              hrefLang={lng}
              $current={lng === language}
              aria-current={lng === language ? 'true' : undefined}
              data-testid={`language-${lng}`}
            >
              {t(`languageName_${lng}`)}
            </LanguageLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
