import { startStandalone } from '@atlas/ui-kit';
import CartPaymentRoutes from './routes';
import HeaderBasket from './widgets/header-basket';

// The shop alone: cart, funnels, payment results and tracking against the API (the shell's basket panels are not there).
startStandalone({
  name: 'mf-cart-payment',
  version: __PART_VERSION__,
  Root: CartPaymentRoutes,
  barWidgets: (language) => <HeaderBasket language={language} />,
});
