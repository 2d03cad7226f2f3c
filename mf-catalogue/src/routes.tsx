import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type RemoteRootProps } from '@atlas/contracts';
import { addTranslations } from '@atlas/runtime';
import { Container, EmptyState } from '@atlas/ui-kit';
import { CtaButton } from './components/cta-button';
import { HomeSkeleton } from './features/content/components/home-skeleton';
import { CATALOGUE_NS, catalogueTranslations } from './i18n/catalogue-translations';
import { CATALOG_PATHS, CONTENT_PAGES, ELIGIBILITY_PATHS, FORM_PATHS, HOME_INTERNET_PATHS, HOME_MIGRATION_PATHS, HOME_PAGES } from './platform-remote';

addTranslations(CATALOGUE_NS, catalogueTranslations);

// Pages come in their own chunks so the remote's entry stays small.
const HomePage = lazy(() => import('./features/content/components/home-page').then((m) => ({ default: m.HomePage })));
const catalogPages = () => import('./features/catalog/catalog-pages');
const SmartphonesPage = lazy(() => catalogPages().then((m) => ({ default: m.SmartphonesPage })));
const SmartphonePage = lazy(() => catalogPages().then((m) => ({ default: m.SmartphonePage })));
const AccessoriesPage = lazy(() => catalogPages().then((m) => ({ default: m.AccessoriesPage })));
const AccessoryPage = lazy(() => catalogPages().then((m) => ({ default: m.AccessoryPage })));
const PlansPage = lazy(() => catalogPages().then((m) => ({ default: m.PlansPage })));
const InternetOffersPage = lazy(() => catalogPages().then((m) => ({ default: m.InternetOffersPage })));
const HomeInternetPage = lazy(() => catalogPages().then((m) => ({ default: m.HomeInternetPage })));
// The test loads with the fibre and ADSL pages only (and the map with an outcome).
const HomeEligibilitySection = lazy(() => import('./features/eligibility/home-eligibility-section').then((m) => ({ default: m.HomeEligibilitySection })));

const helpPages = () => import('./features/help/help-pages');
const FaqPage = lazy(() => helpPages().then((m) => ({ default: m.FaqPage })));
const SearchPage = lazy(() => helpPages().then((m) => ({ default: m.SearchPage })));
const formPages = () => import('./features/forms/form-pages');
const ContactPage = lazy(() => formPages().then((m) => ({ default: m.ContactPage })));
const FibreCallBackPage = lazy(() => formPages().then((m) => ({ default: m.FibreCallBackPage })));
const BusinessContactPage = lazy(() => formPages().then((m) => ({ default: m.BusinessContactPage })));
const PortabilityRequestPage = lazy(() => formPages().then((m) => ({ default: m.PortabilityRequestPage })));
const HomeMigrationPage = lazy(() => formPages().then((m) => ({ default: m.HomeMigrationPage })));
const HomeMigrationSentPage = lazy(() => formPages().then((m) => ({ default: m.HomeMigrationSentPage })));
// The supplier form alone brings the countries' metadata: its own chunk.
const SupplierRegistrationPage = lazy(() =>
  import('./features/forms/supplier/supplier-registration-page').then((m) => ({ default: m.SupplierRegistrationPage })),
);
const eligibilityPages = () => import('./features/eligibility/eligibility-pages');
const OfferSelectedPage = lazy(() => eligibilityPages().then((m) => ({ default: m.OfferSelectedPage })));
const BusinessEligibilityPage = lazy(() => eligibilityPages().then((m) => ({ default: m.BusinessEligibilityPage })));
const ContentPage = lazy(() => import('./features/content/components/content-page').then((m) => ({ default: m.ContentPage })));
const RoamingPage = lazy(() => import('./pages/roaming-page').then((m) => ({ default: m.RoamingPage })));
const BusinessMeetingsPage = lazy(() => import('./pages/business-meetings-page').then((m) => ({ default: m.BusinessMeetingsPage })));
const PromotionPage = lazy(() => import('./features/promotions/promotion-page').then((m) => ({ default: m.PromotionPage })));
const SurveyPage = lazy(() => import('./features/survey/survey-page').then((m) => ({ default: m.SurveyPage })));
const AgenciesPage = lazy(() => import('./features/places/agencies-page').then((m) => ({ default: m.AgenciesPage })));

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

/**
 * The remote's root, rendered by the shell under its locale route (`ar/*`, `en/*` or `*`): paths
 * here are relative and carry no locale prefix.
 */
export default function CatalogueRoutes({ language }: RemoteRootProps) {
  return (
    <div data-remote="mf-catalogue" data-remote-version={__PART_VERSION__}>
      <Suspense fallback={<HomeSkeleton />}>
        <Routes>
          {HOME_PAGES.map(({ path, page }) =>
            path === '/' ? (
              <Route key={path} index element={<HomePage page={page} language={language} />} />
            ) : (
              <Route key={path} path={relative(path)} element={<HomePage page={page} language={language} />} />
            ),
          )}
          <Route path={relative(CATALOG_PATHS.smartphones)} element={<SmartphonesPage />} />
          <Route path={relative(CATALOG_PATHS.smartphone)} element={<SmartphonePage />} />
          <Route path={relative(CATALOG_PATHS.accessories)} element={<AccessoriesPage />} />
          <Route path={relative(CATALOG_PATHS.accessory)} element={<AccessoryPage />} />
          <Route path={relative(CATALOG_PATHS.plans)} element={<PlansPage />} />
          <Route path={relative(CATALOG_PATHS.internetOffers)} element={<InternetOffersPage />} />
          <Route path={relative(CATALOG_PATHS.faq)} element={<FaqPage />} />
          <Route path={relative(CATALOG_PATHS.search)} element={<SearchPage />} />
          <Route path={relative(CATALOG_PATHS.agencies)} element={<AgenciesPage />} />
          <Route path={relative(CATALOG_PATHS.contact)} element={<ContactPage />} />
          <Route path={relative(CATALOG_PATHS.fibreContact)} element={<FibreCallBackPage />} />
          <Route path={relative(FORM_PATHS.businessContact)} element={<BusinessContactPage />} />
          <Route path={relative(FORM_PATHS.supplierRegistration)} element={<SupplierRegistrationPage />} />
          <Route path={relative(FORM_PATHS.portabilityRequest)} element={<PortabilityRequestPage />} />
          <Route path={relative(HOME_MIGRATION_PATHS.form)} element={<HomeMigrationPage />} />
          <Route path={relative(HOME_MIGRATION_PATHS.sent)} element={<HomeMigrationSentPage />} />
          {CONTENT_PAGES.map(({ path, page }) => (
            <Route key={page} path={relative(path)} element={<ContentPageRoute page={page} language={language} />} />
          ))}
          <Route path={relative(CATALOG_PATHS.starPromotion)} element={<PromotionPage />} />
          <Route path={relative(CATALOG_PATHS.promotion)} element={<PromotionPage />} />
          <Route path={relative(CATALOG_PATHS.survey)} element={<SurveyPage />} />
          {HOME_INTERNET_PATHS.map(({ family, path }) => (
            <Route key={family} path={relative(path)} element={<HomeInternetPage family={family} eligibility={HomeEligibilitySection} />} />
          ))}
          <Route path={relative(ELIGIBILITY_PATHS.adslTest)} element={<HomeInternetPage family="adsl-xtra" openTest eligibility={HomeEligibilitySection} />} />
          <Route path={relative(ELIGIBILITY_PATHS.fibreOfferSelected)} element={<OfferSelectedPage />} />
          <Route path={relative(ELIGIBILITY_PATHS.businessFibre)} element={<BusinessEligibilityPage />} />
          <Route path="*" element={<CatalogueNotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
