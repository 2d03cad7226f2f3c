import { Suspense, type ReactNode } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type RemoteRootProps } from '@atlas/contracts';
import { localeFromPath } from '@atlas/runtime';
import { Container, EmptyState, lazyWithPreload, type PreloadableComponent } from '@atlas/ui-kit';
import { CtaButton } from './components/cta-button';
import { HomeSkeleton } from './features/content/components/home-skeleton';
import { CATALOGUE_NS } from './i18n/catalogue';
import { CATALOG_PATHS, CONTENT_PAGES, ELIGIBILITY_PATHS, FORM_PATHS, HOME_INTERNET_PATHS, HOME_MIGRATION_PATHS, HOME_PAGES } from './platform-remote';

// Pages come in their own chunks so the remote's entry stays small.
const HomePage = lazyWithPreload(() => import('./features/content/components/home-page').then((m) => ({ default: m.HomePage })));
const catalogPages = () => import('./features/catalog/catalog-pages');
const SmartphonesPage = lazyWithPreload(() => catalogPages().then((m) => ({ default: m.SmartphonesPage })));
const SmartphonePage = lazyWithPreload(() => catalogPages().then((m) => ({ default: m.SmartphonePage })));
const AccessoriesPage = lazyWithPreload(() => catalogPages().then((m) => ({ default: m.AccessoriesPage })));
const AccessoryPage = lazyWithPreload(() => catalogPages().then((m) => ({ default: m.AccessoryPage })));
const PlansPage = lazyWithPreload(() => catalogPages().then((m) => ({ default: m.PlansPage })));
const InternetOffersPage = lazyWithPreload(() => catalogPages().then((m) => ({ default: m.InternetOffersPage })));
const HomeInternetPage = lazyWithPreload(() => catalogPages().then((m) => ({ default: m.HomeInternetPage })));
// The test loads with the fibre and ADSL pages only (and the map with an outcome).
const HomeEligibilitySection = lazyWithPreload(() =>
  import('./features/eligibility/home-eligibility-section').then((m) => ({ default: m.HomeEligibilitySection })),
);

const helpPages = () => import('./features/help/help-pages');
const FaqPage = lazyWithPreload(() => helpPages().then((m) => ({ default: m.FaqPage })));
const SearchPage = lazyWithPreload(() => helpPages().then((m) => ({ default: m.SearchPage })));
const formPages = () => import('./features/forms/form-pages');
const ContactPage = lazyWithPreload(() => formPages().then((m) => ({ default: m.ContactPage })));
const FibreCallBackPage = lazyWithPreload(() => formPages().then((m) => ({ default: m.FibreCallBackPage })));
const BusinessContactPage = lazyWithPreload(() => formPages().then((m) => ({ default: m.BusinessContactPage })));
const PortabilityRequestPage = lazyWithPreload(() => formPages().then((m) => ({ default: m.PortabilityRequestPage })));
const HomeMigrationPage = lazyWithPreload(() => formPages().then((m) => ({ default: m.HomeMigrationPage })));
const HomeMigrationSentPage = lazyWithPreload(() => formPages().then((m) => ({ default: m.HomeMigrationSentPage })));
// The supplier form alone brings the countries' metadata: its own chunk.
const SupplierRegistrationPage = lazyWithPreload(() =>
  import('./features/forms/supplier/supplier-registration-page').then((m) => ({ default: m.SupplierRegistrationPage })),
);
const eligibilityPages = () => import('./features/eligibility/eligibility-pages');
const OfferSelectedPage = lazyWithPreload(() => eligibilityPages().then((m) => ({ default: m.OfferSelectedPage })));
const BusinessEligibilityPage = lazyWithPreload(() => eligibilityPages().then((m) => ({ default: m.BusinessEligibilityPage })));
const ContentPage = lazyWithPreload(() => import('./features/content/components/content-page').then((m) => ({ default: m.ContentPage })));
const RoamingPage = lazyWithPreload(() => import('./pages/roaming-page').then((m) => ({ default: m.RoamingPage })));
const BusinessMeetingsPage = lazyWithPreload(() => import('./pages/business-meetings-page').then((m) => ({ default: m.BusinessMeetingsPage })));
const PromotionPage = lazyWithPreload(() => import('./features/promotions/promotion-page').then((m) => ({ default: m.PromotionPage })));
const SurveyPage = lazyWithPreload(() => import('./features/survey/survey-page').then((m) => ({ default: m.SurveyPage })));
const AgenciesPage = lazyWithPreload(() => import('./features/places/agencies-page').then((m) => ({ default: m.AgenciesPage })));

const relative = (path: string) => path.slice(1);

/** Only reachable in standalone mode: in the site the shell sends unknown paths to its own 404 page. */
function CatalogueNotFound() {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <Container>
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.body')}
        action={
          <CtaButton to="/" variant="secondary">
            {t('empty.backHome')}
          </CtaButton>
        }
      />
    </Container>
  );
}

/** A content page by name; two of them bring their own service (roaming prices, business events). */
function ContentPageRoute({ page, language }: { page: (typeof CONTENT_PAGES)[number]['page']; language: RemoteRootProps['language'] }) {
  if (page === 'roaming') return <RoamingPage language={language} />;
  if (page === 'rencontres-entreprises') return <BusinessMeetingsPage language={language} />;
  return <ContentPage page={page} language={language} />;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages of every props type
type Page = PreloadableComponent<any>;

/** One route of the remote: its relative path (none for the index), what it renders, the lazy pages it needs. */
interface CatalogueRoute {
  path?: string;
  element: ReactNode;
  pages: Page[];
}

function catalogueRoutes(language: RemoteRootProps['language']): CatalogueRoute[] {
  const page = (path: string, element: ReactNode, ...pages: Page[]): CatalogueRoute => ({ path: relative(path), element, pages });
  return [
    ...HOME_PAGES.map(({ path, page: name }) => ({
      path: path === '/' ? undefined : relative(path),
      element: <HomePage page={name} language={language} />,
      pages: [HomePage],
    })),
    page(CATALOG_PATHS.smartphones, <SmartphonesPage />, SmartphonesPage),
    page(CATALOG_PATHS.smartphone, <SmartphonePage />, SmartphonePage),
    page(CATALOG_PATHS.accessories, <AccessoriesPage />, AccessoriesPage),
    page(CATALOG_PATHS.accessory, <AccessoryPage />, AccessoryPage),
    page(CATALOG_PATHS.plans, <PlansPage />, PlansPage),
    page(CATALOG_PATHS.internetOffers, <InternetOffersPage />, InternetOffersPage),
    page(CATALOG_PATHS.faq, <FaqPage />, FaqPage),
    page(CATALOG_PATHS.search, <SearchPage />, SearchPage),
    page(CATALOG_PATHS.agencies, <AgenciesPage />, AgenciesPage),
    page(CATALOG_PATHS.contact, <ContactPage />, ContactPage),
    page(CATALOG_PATHS.fibreContact, <FibreCallBackPage />, FibreCallBackPage),
    page(FORM_PATHS.businessContact, <BusinessContactPage />, BusinessContactPage),
    page(FORM_PATHS.supplierRegistration, <SupplierRegistrationPage />, SupplierRegistrationPage),
    page(FORM_PATHS.portabilityRequest, <PortabilityRequestPage />, PortabilityRequestPage),
    page(HOME_MIGRATION_PATHS.form, <HomeMigrationPage />, HomeMigrationPage),
    page(HOME_MIGRATION_PATHS.sent, <HomeMigrationSentPage />, HomeMigrationSentPage),
    ...CONTENT_PAGES.map(({ path, page: name }) =>
      page(
        path,
        <ContentPageRoute page={name} language={language} />,
        name === 'roaming' ? RoamingPage : name === 'rencontres-entreprises' ? BusinessMeetingsPage : ContentPage,
      ),
    ),
    page(CATALOG_PATHS.starPromotion, <PromotionPage />, PromotionPage),
    page(CATALOG_PATHS.promotion, <PromotionPage />, PromotionPage),
    page(CATALOG_PATHS.survey, <SurveyPage />, SurveyPage),
    ...HOME_INTERNET_PATHS.map(({ family, path }) =>
      page(path, <HomeInternetPage family={family} eligibility={HomeEligibilitySection} />, HomeInternetPage, HomeEligibilitySection),
    ),
    page(
      ELIGIBILITY_PATHS.adslTest,
      <HomeInternetPage family="adsl-xtra" openTest eligibility={HomeEligibilitySection} />,
      HomeInternetPage,
      HomeEligibilitySection,
    ),
    page(ELIGIBILITY_PATHS.fibreOfferSelected, <OfferSelectedPage />, OfferSelectedPage),
    page(ELIGIBILITY_PATHS.businessFibre, <BusinessEligibilityPage />, BusinessEligibilityPage),
  ];
}

/** The routes as react-router matches them (the elements do not matter to a match). */
const routeShapes = catalogueRoutes('fr').map(({ path }, index) => (path === undefined ? { index: true, id: String(index) } : { path, id: String(index) }));

/**
 * Loads the lazy pages `pathname` needs (with or without its locale prefix), so that once it
 * resolves the route renders without suspending: the server render and the browser's first render
 * await it, so the browser's first commit equals the server's markup. Unknown paths need nothing.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routeShapes, localeFromPath(pathname).rest) ?? [];
  const routes = catalogueRoutes('fr');
  await Promise.all(matches.flatMap((match) => routes[Number(match.route.id)]!.pages.map((page) => page.preload())));
}

/**
 * The remote's root, rendered by the shell under its locale route (`ar/*`, `en/*` or `*`): paths
 * here are relative and carry no locale prefix.
 */
export default function CatalogueRoutes({ language }: RemoteRootProps) {
  return (
    <div data-remote="mf-catalogue" data-remote-version={__PART_VERSION__}>
      <Suspense fallback={<HomeSkeleton />}>
        <Routes>
          {catalogueRoutes(language).map(({ path, element }) =>
            path === undefined ? <Route key="" index element={element} /> : <Route key={path} path={path} element={element} />,
          )}
          <Route path="*" element={<CatalogueNotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
