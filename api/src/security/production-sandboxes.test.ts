import Fastify from 'fastify';
import { loadConfig } from '../config';
import devService from '../modules/dev';
import paymentGatewayService from '../modules/payment-gateway';

/** Everything production needs (docs/production-settings.md). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://atlas:secret@db:5432/atlas',
  JWT_SECRET: 'j'.repeat(32),
  PAYMENT_GATEWAY_SECRET: 'g'.repeat(32),
  PUBLIC_ORIGIN: 'https://www.example.ma',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.ma:465',
};

/** The routes a service module registers with a configuration. */
async function routesOf(service: typeof devService, env: Record<string, string>): Promise<string> {
  const app = Fastify();
  await app.register(service, { config: loadConfig({}, env) });
  await app.ready();
  const routes = app.printRoutes({ commonPrefix: false });
  await app.close();
  return routes;
}

describe('in production the sandboxes do not run unless a setting turns them on', () => {
  it('the payment-gateway sandbox (test cards, the bank counter that marks any bank-bill code paid) has no route', async () => {
    const routes = await routesOf(paymentGatewayService, PRODUCTION);
    expect(routes).not.toMatch(/fatourati|pay/);
  });

  it('the SMS and email outboxes, the captcha answers and the usage feed’s stand-in have no route', async () => {
    const routes = await routesOf(devService, PRODUCTION);
    expect(routes).not.toMatch(/outbox|captcha|usage/);
  });
});
