import type { ServiceModule } from '../../service-module';
import { checkIdentitySimSwapRoutes } from './check-identity-sim-swap.routes';
import { transactionRoutes } from './get-transactions-list.routes';
import { transactionReceiptRoutes } from './transaction-receipt.routes';
import { notificationRoutes } from './notifications.routes';
import { notificationsRepository } from './notifications.repository';
import { addressRoutes } from './address.routes';
import { avatarRoutes } from './avatar.routes';
import { customerRepository } from './customer.repository';
import { linesRoutes } from './lines.routes';
import { profileRoutes } from './profile.routes';
import { transactionsRepository } from './transactions.repository';
import { savRoutes } from './sav-request.routes';
import { verifyOcrScanRoutes } from './verify-ocr-scan.routes';

/** ms-client, at /api/ms-client/v1: the customer's profile, lines, addresses, avatar, transactions, notifications and after-sales requests. */
export const autoPrefix = '/ms-client/v1';

const service: ServiceModule = async (app) => {
  await app.register(customerRepository);
  await app.register(transactionsRepository);
  await app.register(notificationsRepository);
  await app.register(profileRoutes);
  await app.register(linesRoutes);
  await app.register(addressRoutes);
  await app.register(avatarRoutes);
  await app.register(checkIdentitySimSwapRoutes);
  await app.register(transactionRoutes);
  await app.register(transactionReceiptRoutes);
  await app.register(notificationRoutes);
  await app.register(savRoutes);
  await app.register(verifyOcrScanRoutes);
};

export default service;
