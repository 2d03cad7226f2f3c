import { startStandalone } from '@atlas/ui-kit';
import SelfcareRoutes from './routes';
import HeaderAccount from './widgets/header-account';

// The self-care area alone: sign-in, sign-up and recovery work; signed-in pages need the shell's session.
startStandalone({
  name: 'mf-selfcare',
  version: __PART_VERSION__,
  Root: SelfcareRoutes,
  area: 'selfcare',
  barWidgets: (language) => <HeaderAccount language={language} />,
});
