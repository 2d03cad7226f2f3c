import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { loadConfig, MEDIA_DIR, trustedProxies, type ApiConfig, type ApiOptions } from './config';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { errorBody, installErrorHandling, notFound } from './errors';
import { healthRoutes } from './health';
import { appConfigRepository } from './modules/ms-config/app-config.repository';
import { businessEventsRepository } from './modules/ms-content/business-events.repository';
import { contentRepository } from './modules/ms-content/content.repository';
import { operatorTokensPlugin } from './plugins/operator-tokens';
import { mediaLibraryPlugin } from './modules/ms-content/media-library';
import { orderLookupPlugin } from './modules/ms-ecom/order-lookup';
import { databasePlugin } from './plugins/database';
import { mailPlugin, smtpTransport } from './plugins/mail';
import { notificationsPlugin } from './plugins/notifications';
import { idempotencyPlugin } from './plugins/idempotency';
import { sessionTokensPlugin } from './plugins/session-tokens';
import { routeCataloguePlugin } from './plugins/route-catalogue';
import { requestPlatform } from './language';
import { publicReadsPlugin } from './plugins/public-reads';
import { installHostileInputGuard } from './plugins/hostile-input';
import { installSecurityHeaders } from './plugins/security-headers';
import { installStrictBodies } from './plugins/strict-bodies';
import formbody from '@fastify/formbody';
import { otpServicePlugin } from './plugins/otp-service';
import { smsPlugin } from './plugins/sms';
import { captchaPlugin } from './plugins/captcha';
import { failureLimitsPlugin } from './plugins/failure-limits';
import { checkoutCorePlugin } from './checkout/registries';
import { paymentGatewaySecretPlugin } from './modules/payment-gateway/gateway';
import { identificationPlugin } from './modules/ms-identification/identification.plugin';
import { businessEventRegistrations } from './modules/ms-forms/business-event-registrations.repository';
import { findServiceModules } from './service-module';
import { sessionReads } from './modules/ms-iam/public';
import { OperatorsRepository } from './modules/operations/public';

export type { ApiConfig, ApiOptions } from './config';

/** One plugin per microservice: every src/modules/<service>/index, at its own autoPrefix. */
const SERVICE_MODULES = findServiceModules(path.join(__dirname, 'modules'));
export { ConfigError } from './config';

/**
 * The whole API as one plugin, for a server that serves other things beside it: its routes,
 * hooks, compression, CORS, error and not-found handling all live in an encapsulated /api scope;
 * only its decorators (db, repositories, mediaLibrary) are shared with the host, which closes the
 * database on close. `server.register(atlasApi, { dataDir: 'memory://' })`, or pass a `config`.
 */
export const atlasApi = fp<ApiOptions & { config?: ApiConfig }>(
  async (app, options) => {
    const config = options.config ?? loadConfig(options);
    app.decorate('draining', false);
    // While draining, each answer ends its connection: the edges open a new one for their next
    // request (to a replica that stays), so none is left idle to be cut when this one closes.
    app.addHook('onSend', async (_request, reply) => {
      if (app.draining) reply.header('connection', 'close');
    });
    // Each request's log lines say where the customer is (the spec's platforms: web, android, ios, unknown).
    app.addHook('onRequest', async (request) => {
      request.log = request.log.child({ platform: requestPlatform(request.headers) });
    });

    // External services first, then the repositories over them, then the routes.
    await app.register(databasePlugin, { config });
    await app.register(mailPlugin, { transport: options.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : null) });
    await app.register(notificationsPlugin);
    await app.register(idempotencyPlugin);
    await app.register(publicReadsPlugin, { recheckMs: config.publicReadRecheckMs });
    await app.register(mediaLibraryPlugin, { directory: MEDIA_DIR, cacheBytes: config.mediaCacheBytes });
    await app.register(appConfigRepository, { otpDurations: config.otpDurations, mapTileUrl: config.mapTileUrl });
    await app.register(contentRepository);
    // The business events' calendar (ms-content) and their registrations (ms-forms) read each other through these.
    await app.register(businessEventsRepository);
    await app.register(businessEventRegistrations);
    await app.register(sessionTokensPlugin, { session: config.session, sessionReads });
    await app.register(operatorTokensPlugin, { session: config.session, operatorAccounts: (work) => new OperatorsRepository(work) });
    await app.register(routeCataloguePlugin);
    await app.register(smsPlugin);
    await app.register(otpServicePlugin, { durations: config.otpDurations });
    await app.register(captchaPlugin, { devAnswers: config.smsOutbox });
    await app.register(failureLimitsPlugin);
    await app.register(orderLookupPlugin);
    await app.register(checkoutCorePlugin);
    await app.register(paymentGatewaySecretPlugin, { secret: config.paymentGatewaySecret });
    await app.register(identificationPlugin);

    await app.register(
      async (api) => {
        installErrorHandling(api);
        installStrictBodies(api);
        installHostileInputGuard(api);
        installSecurityHeaders(api);
        await api.register(compress, { encodings: ['br', 'gzip', 'deflate'] });
        await api.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
        await api.register(healthRoutes);
        // The sign-in form posts application/x-www-form-urlencoded (the spec's "form body").
        await api.register(formbody);
        for (const service of SERVICE_MODULES) await api.register(service.plugin, { prefix: service.autoPrefix, config });
      },
      { prefix: '/api' },
    );
  },
  { name: 'atlas-api' },
);

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
    // A request that reaches a stopping replica on a kept connection is served, not refused: the
    // edge may already have sent it, and could not send a write elsewhere again.
    return503OnClosing: false,
  });
  await app.register(atlasApi, { config, mailTransport: options.mailTransport });
  // Outside /api too, this server answers in the API's error shape.
  app.setNotFoundHandler(notFound);
  return app;
}
