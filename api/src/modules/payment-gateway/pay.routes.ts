import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BankAppForm, CardForm, GatewayPageForm, GatewayPageQuery, GatewaySessionParams, SHOP_ERROR_CODES, ThreeDsForm } from '@atlas/contracts/shop';
import { checkCard, TEST_OUTCOMES } from './card-check';
import { hostedPaymentPages, isSessionCode } from './hosted-payment';

/**
 * The gateway's hosted payment page, /pay/{id}: card and bank-app sessions and the 3-D Secure
 * step. Each outcome is confirmed to the shop server-to-server (signed) before the browser goes back.
 * Every accepted post answers a 303 to a page (post, then redirect); only a card form with errors
 * is shown again in the post's answer.
 */
export const hostedPaymentRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const { load, unusable, renderCard, renderThreeDs, settle, awaitThreeDs, pagePath } = hostedPaymentPages(app);

  app.get('/pay/:id', { schema: { params: GatewaySessionParams, querystring: GatewayPageQuery } }, async (request, reply) => {
    const session = await load(request.params.id);
    const stop = unusable(request, reply, session);
    if (stop) return stop;
    if (session!.status === '3ds-pending') return renderThreeDs(request, reply, session!);
    return renderCard(request, reply, session!);
  });

  app.post(
    '/pay/:id',
    {
      schema: { params: GatewaySessionParams, body: CardForm },
    },
    async (request, reply) => {
      const session = await load(request.params.id);
      const stop = unusable(request, reply, session);
      if (stop) return stop;
      if (session!.channel !== 'card') return reply.redirect(pagePath(session!), 303);
      // Post, then redirect: the 3-D Secure step is the page's GET, so the browser's back button
      // never lands on a form to post again ("Confirm Form Resubmission").
      if (session!.status === '3ds-pending') return reply.redirect(pagePath(session!), 303);
      const { errors, digits, brand } = checkCard(request.body ?? {});
      if (Object.keys(errors).length) return renderCard(request, reply, session!, request.body ?? {}, errors);
      const card = { brand, last4: digits.slice(-4) };
      const outcome = TEST_OUTCOMES.get(digits)!;
      if (outcome === '3-d-secure') {
        await awaitThreeDs(session!, card);
        return reply.redirect(pagePath(session!), 303);
      }
      const target = await settle(session!, outcome, { card, ...(outcome === 'declined' ? { errorCode: SHOP_ERROR_CODES.paymentDeclined } : {}) });
      return reply.redirect(target, 303);
    },
  );

  app.post('/pay/:id/3ds', { schema: { params: GatewaySessionParams, body: ThreeDsForm } }, async (request, reply) => {
    const session = await load(request.params.id);
    const stop = unusable(request, reply, session);
    if (stop) return stop;
    if (session!.status !== '3ds-pending' || !session!.otpHash) return reply.redirect(pagePath(session!), 303);
    const card = session!.cardBrand && session!.cardLast4 ? { brand: session!.cardBrand, last4: session!.cardLast4 } : undefined;
    // One try: a wrong code fails the payment, as issuers do after their own attempts.
    const right = isSessionCode(session!, (request.body?.code ?? '').trim());
    const target = await settle(session!, right ? 'succeeded' : 'declined', { card, ...(right ? {} : { errorCode: SHOP_ERROR_CODES.threeDSecureFailed }) });
    return reply.redirect(target, 303);
  });

  app.post('/pay/:id/app', { schema: { params: GatewaySessionParams, body: BankAppForm } }, async (request, reply) => {
    const session = await load(request.params.id);
    const stop = unusable(request, reply, session);
    if (stop) return stop;
    if (session!.channel !== 'bank-app' || !request.body?.decision) return reply.redirect(pagePath(session!), 303);
    const approved = request.body.decision === 'approve';
    return reply.redirect(await settle(session!, approved ? 'succeeded' : 'declined', approved ? {} : { errorCode: SHOP_ERROR_CODES.paymentDeclined }), 303);
  });

  app.post('/pay/:id/cancel', { schema: { params: GatewaySessionParams, body: GatewayPageForm } }, async (request, reply) => {
    const session = await load(request.params.id);
    const stop = unusable(request, reply, session);
    if (stop) return stop;
    return reply.redirect(await settle(session!, 'cancelled'), 303);
  });
};
