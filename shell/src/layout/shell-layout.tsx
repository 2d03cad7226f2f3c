import { useRef, type ComponentType } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { type Language, type LayoutFlags } from '@atlas/contracts';
import { MAIN_CONTENT_ID } from '@atlas/contracts/server-render';
import { media } from '@atlas/ui-kit';
import { usePlatform } from '../platform/platform-context';
import { resolveRoute } from '../platform/route-table';
import { RemoteArea } from '../platform/remote-area';
import { RemoteErrorBoundary } from '../platform/remote-error-boundary';
import { useUnprefixedPath } from '../locale/use-unprefixed-path';
import { NotFoundPage } from '../pages/not-found-page';
import { ErrorPage } from '../pages/error-page';
import { RemoteWidget } from '../platform/remote-widget';
import { basketPanelOf, WithBasketPanel } from './basket-panel-slot';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { AdsBanner, BackButton, bannerTypeOf, HeaderImage } from './page-extras';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { usePageViewSignal } from '../analytics/page-view-signal';
import { OperationsRoute } from '../operations/operations-route';
import { SHELL_NS } from '../i18n/shell';

const hiddenOnMobile = css`
  ${media.mobile} {
    display: none;
  }
`;

const Chrome = styled.div<{ $hideOnMobile: boolean }>`
  ${({ $hideOnMobile }) => ($hideOnMobile ? hiddenOnMobile : '')}
`;

const Main = styled.main<{ $noTopMargin: boolean }>`
  display: block;
  /* The footer starts below the fold, so content arriving after the first paint never pushes it. */
  min-height: calc(100vh - 64px);
  padding-top: ${({ $noTopMargin }) => ($noTopMargin ? '0' : '8px')};
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.secondary.main};
  color: ${({ theme }) => theme.colors.secondary.contrastText};
  &:focus {
    top: 8px;
  }
`;

/** The shell's own routes; everything else belongs to the remote the platform manifest names. */
const SHELL_PAGES: Record<string, ComponentType<{ language: Language }>> = {
  '/404': NotFoundPage,
  '/error': ErrorPage,
  // The operators' page (issue 30): its code is a chunk loaded on demand (operations-route.tsx).
  '/operations': OperationsRoute,
};

export function ShellLayout({ language }: { language: Language }) {
  const { t } = useTranslation(SHELL_NS);
  const platform = usePlatform();
  const path = useUnprefixedPath();
  const ShellPage = SHELL_PAGES[path];
  const route = ShellPage ? null : resolveRoute(platform.routes, path);
  const layout: LayoutFlags = route?.layout ?? {};
  const hideChromeOnMobile = layout.noLayoutOnMobile === true;
  const basketPanel = basketPanelOf(layout);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  usePageViewSignal();

  return (
    <>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('skipToContent')}</SkipLink>
      {/* First in the tab order after the skip link: a keyboard user answers it before the menu. */}
      <CookieBanner />
      <Chrome $hideOnMobile={hideChromeOnMobile}>
        <Header language={language} selfCarePrefix={platform.selfCarePrefix} />
      </Chrome>
      <Main ref={main} id={MAIN_CONTENT_ID} tabIndex={-1} $noTopMargin={layout.noTopMargin === true} data-layout={JSON.stringify(layout)}>
        <RemoteErrorBoundary remote="shell" fallback={() => <ErrorPage />}>
          {ShellPage ? (
            <ShellPage language={language} />
          ) : route ? (
            // One tree with or without the panel, so moving between a remote's pages never remounts it.
            <WithBasketPanel $active={basketPanel !== null}>
              <div>
                {layout.headerImage && <HeaderImage type={bannerTypeOf(path, route.area)} language={language} />}
                {layout.backButton && <BackButton areaHome={route.area === 'selfcare' ? `${platform.selfCarePrefix}/dashboard` : '/'} />}
                <RemoteArea key={route.remote} remote={route.remote} language={language} />
                {layout.ads && <AdsBanner path={path} language={language} />}
              </div>
              {basketPanel && <RemoteWidget name="basket-panel" from={route.remote} language={language} props={{ kind: basketPanel }} />}
            </WithBasketPanel>
          ) : (
            <NotFoundPage />
          )}
        </RemoteErrorBoundary>
      </Main>
      <Chrome $hideOnMobile={hideChromeOnMobile}>
        <Footer />
      </Chrome>
    </>
  );
}
