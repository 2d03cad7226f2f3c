import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { directionOf, LANGUAGES, type Language } from '@atlas/contracts';
import { loadTranslations, localeFromPath, localizePath, translationsReady, useAppConfig } from '@atlas/runtime';
import { loadRtlPlugin, rtlPluginReady } from '@atlas/ui-kit';
import { SHELL_NS } from '../i18n/shell';

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

/** A plain click (not a new tab or window): the page handles it. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Switches language and keeps the current page (its path, query and anchor). English is offered
 * unless the configuration's `showEnglishLang` is '0' (a page already in English keeps its link).
 * The other language's texts (a file per namespace the page has declared) are fetched before the
 * page moves to it, so it re-renders with its words, never their keys.
 */
export function LanguageSwitch({ language }: { language: Language }) {
  const { t } = useTranslation(SHELL_NS);
  const location = useLocation();
  const navigate = useNavigate();
  const showEnglish = useAppConfig()?.appParams.showEnglishLang !== '0' || language === 'en';
  const { rest } = localeFromPath(location.pathname);
  return (
    <nav aria-label={t('language')}>
      <List>
        {LANGUAGES.filter((lng) => showEnglish || lng !== 'en').map((lng) => {
          const to = `${localizePath(rest, lng)}${location.search}${location.hash}`;
          const rightToLeft = directionOf(lng) === 'rtl';
          const switchWhenLoaded = (event: MouseEvent) => {
            if (!isPlainClick(event) || (translationsReady(lng) && (!rightToLeft || rtlPluginReady()))) return;
            event.preventDefault();
            // The page changes language once its words (and, to Arabic, its right-to-left styles) are here.
            void Promise.all([loadTranslations(lng), rightToLeft ? loadRtlPlugin() : null])
              .catch((error: unknown) => console.warn('[i18n] texts could not be loaded', error))
              .then(() => navigate(to));
          };
          return (
            <li key={lng}>
              <LanguageLink
                to={to}
                onClick={switchWhenLoaded}
                lang={lng}
                hrefLang={lng}
                $current={lng === language}
                aria-current={lng === language ? 'true' : undefined}
                data-testid={`language-${lng}`}
              >
                {t(`languageName_${lng}`)}
              </LanguageLink>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
