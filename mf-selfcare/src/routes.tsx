import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { type RemoteRootProps } from '@atlas/contracts';
import { DomainModule, localizePath } from '@atlas/runtime';
import { lazyWithPreload, PageContentSkeleton, RequireSignIn } from '@atlas/ui-kit';
import { SELFCARE_PATHS as P, SERVICE_PATHS as S } from './platform-remote';
import { loginSaga } from './features/sign-in/login-saga';
import { loginSlice } from './features/sign-in/login-slice';
import { ShownLineProvider } from './components/shown-line';

const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType<{ language: RemoteRootProps['language'] }>>>, name: K) =>
  lazyWithPreload(() => load().then((module) => ({ default: module[name] })));

const LoginPage = named(() => import('./features/sign-in/login-page'), 'LoginPage');
const LoginLinkPage = named(() => import('./features/sign-in/login-link'), 'LoginLinkPage');
const SignUpChoice = named(() => import('./features/sign-up/sign-up-page'), 'SignUpChoice');
const SignUpFlow = lazyWithPreload(() => import('./features/sign-up/sign-up-page').then((m) => ({ default: m.SignUpFlow })));
const PasswordRecoveryPage = named(() => import('./features/password-recovery/password-recovery-page'), 'PasswordRecoveryPage');
const DashboardPage = named(() => import('./features/balances/dashboard-page'), 'DashboardPage');
const BalanceDetailsPage = named(() => import('./features/balances/dashboard-page'), 'BalanceDetailsPage');
const LinesPage = named(() => import('./features/lines/lines-page'), 'LinesPage');
const AddLinePage = named(() => import('./features/lines/add-line-page'), 'AddLinePage');
const AccountPage = named(() => import('./features/account/account-page'), 'AccountPage');
const ChangeEmailPage = named(() => import('./features/account/account-forms'), 'ChangeEmailPage');
const ChangeInfoPage = named(() => import('./features/account/account-forms'), 'ChangeInfoPage');
const ChangePasswordPage = named(() => import('./features/account/account-forms'), 'ChangePasswordPage');
const ChangePhotoPage = named(() => import('./features/account/change-photo-page'), 'ChangePhotoPage');
const AddressesPage = named(() => import('./features/account/addresses-page'), 'AddressesPage');
const UsageAlertsPage = named(() => import('./features/usage-alerts/usage-alerts-page'), 'UsageAlertsPage');
const PukPage = named(() => import('./features/line-services/puk-page'), 'PukPage');
const SuspensionPage = named(() => import('./features/line-services/suspension-page'), 'SuspensionPage');
const RoamingPage = named(() => import('./features/line-services/roaming-page'), 'RoamingPage');
const SimSwapPage = named(() => import('./features/line-services/sim-swap-page'), 'SimSwapPage');
const ChangeNumberPage = named(() => import('./features/line-services/change-number-page'), 'ChangeNumberPage');
const ChangeOfferPage = named(() => import('./features/line-services/change-offer-page'), 'ChangeOfferPage');
const ChangeOfferConfirmationPage = named(() => import('./features/line-services/change-offer-page'), 'ChangeOfferConfirmationPage');
const MigrationPage = named(() => import('./features/line-services/migration-page'), 'MigrationPage');
const SavPage = named(() => import('./features/histories/sav-service-page'), 'SavPage');
const TransactionHistoryPage = named(() => import('./features/histories/transaction-history-page'), 'TransactionHistoryPage');
const CallHistoryPage = named(() => import('./features/histories/call-history-pages'), 'CallHistoryPage');
const CallHistoryCheckPage = named(() => import('./features/histories/call-history-pages'), 'CallHistoryCheckPage');

const reducers = { login: loginSlice.reducer };
const sagas = { 'selfcare/login': loginSaga };

/**
 * The self-care area (architecture §2), rendered by the shell under its locale route: paths carry
 * the configured self-care prefix. Pages other than sign-in, sign-up and recovery need a session.
 */
export default function SelfcareRoutes({ language, selfCarePrefix }: RemoteRootProps) {
  const signedIn = (page: ReactNode) => <RequireSignIn language={language}>{page}</RequireSignIn>;
  const at = (path: string) => `${selfCarePrefix.replace(/^\/+|\/+$/g, '')}/${path}`;
  return (
    <div data-remote="mf-selfcare" data-remote-version={__PART_VERSION__}>
      <DomainModule reducers={reducers} sagas={sagas}>
        <ShownLineProvider>
          <Suspense fallback={<PageContentSkeleton />}>
            <Routes>
              <Route path={at(P.login)} element={<LoginPage language={language} />} />
              <Route path={at(P.loginLink)} element={<LoginLinkPage language={language} />} />
              <Route path={at(P.signUp)} element={<SignUpChoice language={language} />} />
              <Route path={at(`${P.signUp}/mobile`)} element={<SignUpFlow kind="mobile" language={language} />} />
              <Route path={at(`${P.signUp}/home`)} element={<SignUpFlow kind="home" language={language} />} />
              <Route path={at(P.passwordRecovery)} element={<PasswordRecoveryPage language={language} />} />
              <Route path={at(P.dashboard)} element={signedIn(<DashboardPage language={language} />)} />
              <Route path={at(`${P.dashboard}/details`)} element={signedIn(<BalanceDetailsPage language={language} />)} />
              <Route path={at(P.lines)} element={signedIn(<LinesPage language={language} />)} />
              <Route path={at(P.addLine)} element={signedIn(<AddLinePage language={language} />)} />
              <Route path={at(`${P.addLine}/:kind`)} element={signedIn(<AddLinePage language={language} />)} />
              <Route path={at(P.account)} element={signedIn(<AccountPage language={language} />)} />
              <Route path={at(`${P.account}/changement-email`)} element={signedIn(<ChangeEmailPage language={language} />)} />
              <Route path={at(`${P.account}/changement-info`)} element={signedIn(<ChangeInfoPage language={language} />)} />
              <Route path={at(`${P.account}/changement-mdp`)} element={signedIn(<ChangePasswordPage language={language} />)} />
              <Route path={at(`${P.account}/changement-photo`)} element={signedIn(<ChangePhotoPage language={language} />)} />
              <Route path={at(`${P.account}/mon-adresse`)} element={signedIn(<AddressesPage language={language} />)} />
              <Route path={at(`${P.account}/alertes-consommation`)} element={signedIn(<UsageAlertsPage language={language} />)} />
              <Route path={at(S.puk)} element={signedIn(<PukPage language={language} />)} />
              <Route path={at(S.suspension)} element={signedIn(<SuspensionPage language={language} />)} />
              <Route path={at(S.roaming)} element={signedIn(<RoamingPage language={language} />)} />
              <Route path={at(S.swapSim)} element={signedIn(<SimSwapPage language={language} />)} />
              <Route path={at(S.simSwap)} element={signedIn(<SimSwapPage language={language} />)} />
              <Route path={at(S.changeNumber)} element={signedIn(<ChangeNumberPage language={language} />)} />
              <Route path={at(S.changeOffer)} element={signedIn(<ChangeOfferPage language={language} />)} />
              <Route path={at(S.changeOfferConfirmation)} element={signedIn(<ChangeOfferConfirmationPage language={language} />)} />
              <Route path={at(S.migration)} element={signedIn(<MigrationPage language={language} />)} />
              <Route path={at(S.migrationLines)} element={signedIn(<MigrationPage language={language} />)} />
              <Route path={at(S.migrationStep)} element={signedIn(<MigrationPage language={language} />)} />
              <Route path={at(S.sav)} element={signedIn(<SavPage language={language} />)} />
              <Route path={at(P.transactionHistory)} element={signedIn(<TransactionHistoryPage language={language} />)} />
              <Route path={at(`${P.dashboard}/HistoryAppels`)} element={signedIn(<CallHistoryPage language={language} />)} />
              <Route path={at(`${P.dashboard}/HistoryAppels/checkOtp`)} element={signedIn(<CallHistoryCheckPage language={language} />)} />
              <Route
                path={`${selfCarePrefix.replace(/^\/+|\/+$/g, '')}/*`}
                element={<Navigate replace to={localizePath(`${selfCarePrefix}/${P.dashboard}`, language)} />}
              />
            </Routes>
          </Suspense>
        </ShownLineProvider>
      </DomainModule>
    </div>
  );
}
