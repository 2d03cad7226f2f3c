import type { ServiceModule } from '../../service-module';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import type { Fulfilment } from '../../checkout/registries';
import { renumberLineOrders } from '../ms-ecom/public';
import { applyNumberChange } from './change-number';
import { lineActRule } from './line-act-checkout';
import { applyMigration } from './migration';
import { chosenNumber } from './number-product-source';
import { chosenNumbersOf, holdCartNumbers, sellNumbers } from './numbers.repository';
import { changeNumberQuoteRoutes } from './change-number-quote.routes';
import { getPukRoutes } from './get-puk.routes';
import { lineServicesRepository } from './line-services.repository';
import { numbersRoutes } from './numbers.routes';
import { roamingStatusRoutes } from './roaming-status.routes';
import { simLockRoutes } from './sim-lock.routes';
import { simSwapRoutes } from './sim-swap.routes';
import { suspendReactivateLineRoutes } from './suspend-reactivate-line.routes';
import { lineSuspensionConfirmationRoutes } from './line-suspension-confirmation.routes';

/** ms-service, at /api/ms-service: numbers, and the self-care services of a line. */
export const autoPrefix = '/ms-service';

const service: ServiceModule = async (app) => {
  // The numbers a cart may hold, priced here; a paid order's numbers are sold to it.
  app.cartProductSources.set('choix-de-numeros', chosenNumber).setStock('choix-de-numeros', {
    unavailable: { status: 409, code: SHOP_ERROR_CODES.numberUnavailable },
    hold: (work, cartId, items, until) => holdCartNumbers(work, cartId, chosenNumbersOf(items), until),
    sell: (work, cartId, items, refNumber) => sellNumbers(work, cartId, chosenNumbersOf(items), refNumber),
  });
  const sellOrderNumbers: Fulfilment = (_app, work, order) => sellNumbers(work, order.cartId, chosenNumbersOf(order.lines), order.refNumber);
  // The line acts this module owns: paid through their own routes, applied once paid.
  app.checkout
    .rule('migration', lineActRule('migration', { subscribes: true }))
    .rule('change-number', lineActRule('change-number'))
    .fulfil('shop', sellOrderNumbers)
    .fulfil('change-number', sellOrderNumbers)
    .fulfil('change-number', (app, work, order) => applyNumberChange(app, work, order, renumberLineOrders))
    .fulfil('migration', applyMigration);
  await app.register(lineServicesRepository);
  await app.register(numbersRoutes);
  await app.register(getPukRoutes);
  await app.register(suspendReactivateLineRoutes);
  await app.register(lineSuspensionConfirmationRoutes);
  await app.register(roamingStatusRoutes);
  await app.register(simLockRoutes);
  await app.register(simSwapRoutes);
  await app.register(changeNumberQuoteRoutes);
};

export default service;
