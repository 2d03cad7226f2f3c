import type { FastifyPluginAsync } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BankCounterForm, BillReferencePaid, BillReferencePaymentRequest, GatewayPageQuery } from '@atlas/contracts/shop';
import { ApiError, errorResponses } from '../../errors';
import { payBillReference } from './bank-counter';
import { GATEWAY_PATH } from './gateway';
import { GATEWAY_TEXTS } from './gateway-texts';
import { bankCounterPanel, gatewayAmount, messagePanel, renderPage } from './hosted-page';
import { languageOf, sendHtml } from './gateway-pages';

/**
 * The network took the bank's payment; the shop has not acknowledged it yet (the reconciliation
 * delivers it; refused, the bank gives the money back).
 */
const BillReferencePending = Type.Object({ status: Type.Literal('pending'), refNumber: Type.String() });

/** The bank counter, /fatourati: a bank pays a bank-bill reference (a page, and /fatourati/pay for the network). */
export const fatouratiRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const path = `${GATEWAY_PATH}/fatourati`;

  app.get('/fatourati', { schema: { querystring: GatewayPageQuery } }, async (request, reply) => {
    const language = languageOf(request);
    const texts = GATEWAY_TEXTS[language];
    return sendHtml(reply, 200, renderPage({ language, path, title: texts.bankTitle }, bankCounterPanel(texts, language, { action: path, value: '' })));
  });

  app.post('/fatourati', { schema: { body: BankCounterForm } }, async (request, reply) => {
    const language = languageOf(request);
    const texts = GATEWAY_TEXTS[language];
    const code = (request.body?.paymentCode ?? '').replace(/\s/g, '');
    const paid = /^\d{12}$/.test(code) ? await payBillReference(app, code) : null;
    if (!paid) {
      const content = bankCounterPanel(texts, language, { action: path, value: request.body?.paymentCode ?? '', error: texts.bankRefused });
      return sendHtml(reply, 422, renderPage({ language, path, title: texts.bankTitle }, content));
    }
    // "Paid" only once the shop acknowledged it; until then the payment is received, being confirmed.
    const amount = gatewayAmount(paid.amountCentimes, language);
    const [title, text] =
      paid.status === 'paid'
        ? [texts.bankPaidTitle, texts.bankPaidText(paid.refNumber, amount)]
        : [texts.bankPendingTitle, texts.bankPendingText(paid.refNumber, amount)];
    return sendHtml(reply, paid.status === 'paid' ? 200 : 202, renderPage({ language, path, title }, messagePanel(title, text)));
  });

  app.post(
    '/fatourati/pay',
    { schema: { body: BillReferencePaymentRequest, response: { 200: BillReferencePaid, 202: BillReferencePending, ...errorResponses } } },
    async (request, reply) => {
      const paid = await payBillReference(app, request.body.paymentCode);
      if (!paid) throw new ApiError(404, 'not-found', 'This payment code does not exist, has expired or was cancelled');
      if (paid.status === 'pending') return reply.code(202).send({ status: 'pending' as const, refNumber: paid.refNumber });
      return { status: 'paid' as const, refNumber: paid.refNumber };
    },
  );
};
