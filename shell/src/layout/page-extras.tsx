import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { type Language, type RouteArea } from '@atlas/contracts';
import { useAppConfig, useSiteNavigate } from '@atlas/runtime';
import { media, SiteLink, useImageParcours } from '@atlas/ui-kit';
import { SHELL_NS } from '../i18n/shell';

const BackLink = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  margin: 0 0 4px;
  padding: 0 ${({ theme }) => theme.layout.gutter};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.secondary.main};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

/**
 * The `backButton` layout flag: back to the previous page of the site, or to the area's home when
 * the page was opened directly (a link from an SMS, a bookmark).
 */
export function BackButton({ areaHome }: { areaHome: string }) {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const goTo = useSiteNavigate();
  const location = useLocation();
  // react-router names the first entry of a tab 'default': nothing of this site to go back to.
  const cameFromSite = location.key !== 'default';
  return (
    <BackLink type="button" onClick={() => (cameFromSite ? navigate(-1) : goTo(areaHome))} data-testid="back-button">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('back')}
    </BackLink>
  );
}

// The banners are 1440×360 on desktop and 480×320 on phones: the box keeps that shape before the
// image arrives, so nothing below it moves (CLS).
const Banner = styled.picture`
  display: block;
  aspect-ratio: 3 / 2;
  margin: 0 0 16px;
  background: ${({ theme }) => theme.colors.primary.light};
  ${media.up('sm')} {
    aspect-ratio: 4 / 1;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The image-parcours type of a path: the self-care area has one banner, others their first segment. */
export function bannerTypeOf(path: string, area: RouteArea | undefined): string {
  if (area === 'selfcare') return 'espace-client';
  return path.split('/').filter(Boolean)[0] ?? 'hp';
}

/**
 * The `headerImage` layout flag: the journey's banner (`image-parcours?type&language`, the first
 * item). Decorative: the page's heading says what the journey is. Nothing while it loads or fails.
 */
export function HeaderImage({ type, language }: { type: string; language: Language }) {
  const banner = useImageParcours(type, language);
  if (!banner) return <Banner aria-hidden="true" data-testid="header-image" />;
  return (
    <Banner data-testid="header-image">
      <source media="(max-width: 599.98px)" srcSet={banner.mobile.url} />
      <img src={banner.desktop.url} alt="" width={1440} height={360} decoding="async" />
    </Banner>
  );
}

const Ad = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 24px auto 0;
  padding: 0 ${({ theme }) => theme.layout.gutter};
  a {
    display: grid;
    grid-template-columns: 1fr;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.secondary.main};
    color: ${({ theme }) => theme.colors.secondary.contrastText};
    text-decoration: none;
    ${media.up('sm')} {
      grid-template-columns: 2fr 3fr;
      align-items: center;
    }
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 1;
    object-fit: cover;
  }
  span {
    padding: 16px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** Picks one campaign per path, so a page keeps its ad and pages differ. */
export function campaignIndex(path: string, count: number): number {
  let hash = 0;
  for (const char of path) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return count === 0 ? -1 : hash % count;
}

/**
 * The `ads` layout flag: one campaign of the app-config carousel below the page, an ordinary link.
 * Nothing before the configuration is known.
 */
export function AdsBanner({ path, language }: { path: string; language: Language }) {
  const { t } = useTranslation(SHELL_NS);
  const slides = useAppConfig()?.carousel ?? [];
  const slide = slides[campaignIndex(path, slides.length)];
  if (!slide) return null;
  return (
    <Ad aria-labelledby="ads-title" data-testid="ads-banner">
      <h2 id="ads-title">{t('adsTitle')}</h2>
      <SiteLink to={slide.link}>
        <img src={slide.image} alt="" loading="lazy" decoding="async" width={1440} height={360} />
        <span>{slide.title[language]}</span>
      </SiteLink>
    </Ad>
  );
}
