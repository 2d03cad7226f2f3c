import type { RemoteDeclaration } from '@atlas/shared/build/remote-contract';

/** Self-care paths this remote renders, relative to the self-care prefix (configuration, /espace-client). */
export const SELFCARE_PATHS = {
  login: 'login',
  signUp: 'inscription',
  passwordRecovery: 'recuperation-mdp',
  account: 'mon-compte',
  addLine: 'ajout-ligne',
  lines: 'mes-lignes',
  dashboard: 'dashboard',
  transactionHistory: 'TransactionHistory',
  sav: 'assistance/sav',
} as const;

/** The routes mf-selfcare owns (architecture §2), in the self-care area. */
export const selfcareDeclaration: RemoteDeclaration = {
  name: 'mf-selfcare',
  container: 'mf_selfcare',
  routesModule: './routes',
  routes: [
    { path: `/${SELFCARE_PATHS.login}`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.signUp}/*`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.passwordRecovery}`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.account}/*`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.addLine}/*`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.lines}`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.dashboard}/*`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.transactionHistory}`, area: 'selfcare' },
    { path: `/${SELFCARE_PATHS.sav}`, area: 'selfcare' },
  ],
  widgets: [{ name: 'header-account', module: './header-account' }],
};
