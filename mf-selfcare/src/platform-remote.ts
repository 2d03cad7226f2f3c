import type { RemoteDeclaration } from '@atlas/build/remote-contract';

/** Self-care paths this remote renders, relative to the self-care prefix (configuration, /espace-client). */
export const SELFCARE_PATHS = {
  login: 'login',
  /** The page a sign-in link mailed to the account opens (its token in the fragment). */
  loginLink: 'login/lien',
  signUp: 'inscription',
  passwordRecovery: 'recuperation-mdp',
  account: 'mon-compte',
  addLine: 'ajout-ligne',
  lines: 'mes-lignes',
  dashboard: 'dashboard',
  transactionHistory: 'TransactionHistory',
  sav: 'assistance/sav',
} as const;

/** The line services (selfcare spec §2), relative to the self-care prefix. */
export const SERVICE_PATHS = {
  puk: 'assistance/recuperation-puk',
  suspension: 'assistance/suspension-ligne',
  swapSim: 'assistance/swap-sim',
  sav: 'assistance/sav',
  simSwap: 'services/changement-sim',
  changeNumber: 'services/changement-numero',
  changeOffer: 'services/changement-offre',
  changeOfferConfirmation: 'services/changement-offre-confirmation',
  migration: 'services/migration',
  migrationLines: 'migration/listmdn',
  migrationStep: 'migration/etape',
  roaming: 'roaming',
} as const;

/** The routes mf-selfcare owns (architecture §2), in the self-care area. */
export const selfcareDeclaration: RemoteDeclaration = {
  name: 'mf-selfcare',
  container: 'mf_selfcare',
  routesModule: './routes',
  routes: [
    { path: `/${SELFCARE_PATHS.login}`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.loginLink}`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.signUp}/*`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.passwordRecovery}`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.account}/*`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.addLine}/*`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.lines}`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.dashboard}/*`, area: 'selfcare' },
    ...Object.values(SERVICE_PATHS).map((path) => ({ path: `/${path}`, area: 'selfcare' as const })),
    { path: `/${SELFCARE_PATHS.transactionHistory}`, area: 'selfcare' },
  ],
  widgets: [{ name: 'header-account', module: './header-account' }],
};
