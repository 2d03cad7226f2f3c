import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { loadConfig, MEDIA_DIR, trustedProxies, type ApiConfig, type ApiOptions } from './config';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { errorBody, installErrorHandling, notFound } from './errors';
import { healthRoutes } from './health';
import { appConfigRepository } from './modules/ms-config/app-config.repository';
import { msConfigRoutes } from './modules/ms-config/routes';
import { contentRepository } from './modules/ms-content/content.repository';
import { mediaLibraryPlugin } from './modules/ms-content/media-library';
import { msContentRoutes } from './modules/ms-content/routes';
import { databasePlugin } from './plugins/database';
import { emailOutboxRoutes, mailPlugin, smtpTransport } from './plugins/mail';
import { notificationsPlugin } from './plugins/notifications';
import { sessionTokensPlugin } from './plugins/session-tokens';
import { routeCataloguePlugin } from './plugins/route-catalogue';
import { publicReadsPlugin } from './plugins/public-reads';
import { installHostileInputGuard } from './plugins/hostile-input';
import { installSecurityHeaders } from './plugins/security-headers';
import formbody from '@fastify/formbody';
import { agenciesRoutes } from './modules/ms-content/agencies.routes';
import { faqSearchRoutes } from './modules/ms-content/faq-search.routes';
import { roamingRoutes } from './modules/ms-content/roaming.routes';
import { promotionsRoutes } from './modules/ms-content/promotions.routes';
import { businessEventsRoutes } from './modules/ms-content/business-events.routes';
import { businessEventFormRoutes } from './modules/ms-forms/business-event.routes';
import { surveyRoutes } from './modules/ms-forms/survey.routes';
import { msCatalogRoutes, msOrderRoutes } from './modules/ms-catalog/products.routes';
import { msFormsRoutes } from './modules/ms-forms/routes';
import { portabilityRoutes } from './modules/ms-ecom/portability.routes';
import { msEligibilityRoutes } from './modules/ms-eligibility/routes';
import { msBalanceRoutes } from './modules/ms-balance/routes';
import { msClientRoutes } from './modules/ms-client/routes';
import { otpServicePlugin } from './plugins/otp-service';
import { msIamRoutes, smsOutboxRoutes } from './modules/ms-iam/routes';
import { cartProductSourcesPlugin } from './modules/ms-payment/cart-products';
import { devCaptchaRoutes } from './plugins/captcha';
import { msPaymentRoutes } from './modules/ms-payment/routes';
import { msServiceRoutes } from './modules/ms-service/routes';
import { migrationOfferRoutes } from './modules/ms-service/migration';
import { changeOfferRoutes } from './modules/ms-order/change-offer.routes';
import { rechargeCatalogRoutes, rechargePaymentRoutes } from './modules/ms-payment/recharge.routes';
import { checkIdentitySimSwapRoutes } from './modules/ms-client/check-identity-sim-swap.routes';
import { msEcomRoutes } from './modules/ms-ecom/routes';
import { billingOrderRoutes } from './modules/ms-billing/invoices-order.routes';
import { msBillingRoutes } from './modules/ms-billing/routes';
import { paymentGatewaySecretPlugin } from './modules/payment-gateway/gateway';
import { paymentGatewayRoutes } from './modules/payment-gateway/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { transactionRoutes } from './modules/ms-client/get-transactions-list.routes';
import { notificationRoutes } from './modules/ms-client/notifications.routes';
import { savRoutes } from './modules/ms-client/sav-request.routes';
import { historyCallsRoutes } from './modules/ms-consumption/history-calls.routes';
import { usageSummaryRoutes } from './modules/ms-consumption/usage-summary.routes';
import { identificationPlugin, msIdentificationRoutes, verifyOcrScanRoutes } from './modules/ms-identification/routes';

export type { ApiConfig, ApiOptions } from './config';
export { ConfigError } from './config';

/**
 * The whole API as one plugin, for a server that serves other things beside it: its routes,
 * hooks, compression, CORS, error and not-found handling all live in an encapsulated /api scope;
 * only its decorators (db, repositories, mediaLibrary) are shared with the host, which closes the
 * database on close. `server.register(atlasApi, { dataDir: 'memory://' })`, or pass a `config`.
 */
export const atlasApi = fp<ApiOptions & { config?: ApiConfig }>(async (app, options) => {
  const config = options.config ?? loadConfig(options);

  // External services first, then the repositories over them, then the routes.
  await app.register(databasePlugin, { config });
  await app.register(mailPlugin, { transport: options.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : null) });
  await app.register(notificationsPlugin);
  await app.register(mediaLibraryPlugin, { directory: MEDIA_DIR, cacheBytes: config.mediaCacheBytes });
  await app.register(appConfigRepository, { otpDurations: config.otpDurations, mapTileUrl: config.mapTileUrl });
  await app.register(contentRepository);
  await app.register(publicReadsPlugin, { recheckMs: config.publicReadRecheckMs });
  await app.register(sessionTokensPlugin, { session: config.session });
  await app.register(routeCataloguePlugin);
  await app.register(otpServicePlugin, { durations: config.otpDurations });
  await app.register(cartProductSourcesPlugin);
  await app.register(paymentGatewaySecretPlugin, { secret: config.paymentGatewaySecret });
  await app.register(identificationPlugin);

  await app.register(
    async (api) => {
      installErrorHandling(api);
      installHostileInputGuard(api);
      installSecurityHeaders(api);
      await api.register(compress, { encodings: ['br', 'gzip', 'deflate'] });
      await api.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
      await api.register(healthRoutes);
      await api.register(msConfigRoutes, { prefix: '/ms-config' });
      await api.register(msContentRoutes, { prefix: '/v1/ms-content' });
      await api.register(faqSearchRoutes, { prefix: '/v1/ms-content' });
      await api.register(agenciesRoutes, { prefix: '/v1/ms-content' });
      await api.register(roamingRoutes, { prefix: '/v1/ms-content' });
      await api.register(promotionsRoutes, { prefix: '/v1/ms-content' });
      await api.register(businessEventsRoutes, { prefix: '/v1/ms-content' });
      // The sign-in form posts application/x-www-form-urlencoded (the spec's "form body").
      await api.register(formbody);
      await api.register(msIamRoutes, { prefix: '/ms-iam/v1' });
      await api.register(msClientRoutes, { prefix: '/ms-client/v1' });
      await api.register(checkIdentitySimSwapRoutes, { prefix: '/ms-client/v1' });
      await api.register(msBalanceRoutes, { prefix: '/ms-balance/v1' });
      await api.register(migrationOfferRoutes, { prefix: '/ms-balance/v1' });
      await api.register(msCatalogRoutes, { prefix: '/v1/ms-catalog' });
      await api.register(rechargeCatalogRoutes, { prefix: '/v1/ms-catalog' });
      await api.register(msOrderRoutes, { prefix: '/ms-order/v1' });
      await api.register(changeOfferRoutes, { prefix: '/ms-order/v2' });
      await api.register(msFormsRoutes, { prefix: '/v1/ms-forms' });
      await api.register(businessEventFormRoutes, { prefix: '/v1/ms-forms' });
      await api.register(surveyRoutes, { prefix: '/v1/ms-forms' });
      await api.register(portabilityRoutes, { prefix: '/v1/ms-ecom/portability' });
      await api.register(msEligibilityRoutes, { prefix: '/v1/ms-eligibility' });
      if (config.smsOutbox) await api.register(smsOutboxRoutes, { prefix: '/dev' });
      if (config.smsOutbox) await api.register(emailOutboxRoutes, { prefix: '/dev' });
      await api.register(msPaymentRoutes, { prefix: '/v1/ms-payment', devCaptchaAnswers: config.smsOutbox });
      await api.register(msServiceRoutes, { prefix: '/ms-service' });
      await api.register(msEcomRoutes, { prefix: '/v1/ms-ecom', publicOrigin: config.publicOrigin, allowedOrigins: config.corsOrigins });
      await api.register(rechargePaymentRoutes, { prefix: '/v1/ms-payment', publicOrigin: config.publicOrigin, allowedOrigins: config.corsOrigins });
      await api.register(billingOrderRoutes, { prefix: '/v1/ms-billing' });
      await api.register(msBillingRoutes, { prefix: '/v1/ms-billing' });
      await api.register(paymentGatewayRoutes, { prefix: '/v1/payment-gateway' });
      await api.register(analyticsRoutes, { prefix: '/v1/analytics' });
      await api.register(transactionRoutes, { prefix: '/ms-client/v1' });
      await api.register(notificationRoutes, { prefix: '/ms-client/v1' });
      await api.register(historyCallsRoutes, { prefix: '/ms-consumption/v1' });
      await api.register(savRoutes, { prefix: '/ms-client/v1' });
      await api.register(usageSummaryRoutes, { prefix: '/ms-consumption/v1' });
      if (config.smsOutbox) await api.register(devCaptchaRoutes, { prefix: '/dev' });
      await api.register(msIdentificationRoutes, { prefix: '/ms-identification' });
      await api.register(verifyOcrScanRoutes, { prefix: '/ms-client/v1' });
    },
    { prefix: '/api' },
  );
}, { name: 'atlas-api' });

/**
 * A Fastify server holding the API. The options fall back to the environment (see config.ts);
 * the configuration is checked before anything opens, and a bad one rejects with ConfigError.
 */
export async function buildApp(options: ApiOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options);
  const app = Fastify({
    // A first start creates the database, migrates and seeds it (hashing the demo passwords): on a
    // busy two-core machine that exceeds the default 10 s given to a plugin.
    pluginTimeout: 120_000,
    trustProxy: trustedProxies(),
    // A malformed URL (half a character, an overlong parameter) is refused by the router before
    // any route: in the API's error shape too.
    frameworkErrors: (error, _request, reply) => void (reply as FastifyReply).code(400).send(errorBody(COMMON_ERROR_CODES.requestInvalid, error.message)),
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
  });
  await app.register(atlasApi, { config, mailTransport: options.mailTransport });
  // Outside /api too, this server answers in the API's error shape.
  app.setNotFoundHandler(notFound);
  return app;
}
