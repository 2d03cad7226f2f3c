import { startStandalone } from '@atlas/ui-kit';
import RechargeRoutes from './routes';

// The recharge alone (number, products, recap, payment, results) against the API.
startStandalone({
  name: 'mf-recharge',
  version: __PART_VERSION__,
  Root: RechargeRoutes,
});
