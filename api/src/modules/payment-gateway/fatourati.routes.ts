import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BankCounterForm, BillReferencePaid, BillReferencePaymentRequest, GatewayPageQuery } from '@atlas/contracts/shop';
import { ApiError, errorResponses } from '../../errors';
import { payBillReference } from './bank-counter';
import { GATEWAY_PATH } from './gateway';
import { GATEWAY_TEXTS } from './gateway-texts';
import { bankCounterPanel, gatewayAmount, messagePanel, renderPage } from './hosted-page';
import { languageOf, sendHtml } from './gateway-pages';

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
    const content = paid
      ? messagePanel(texts.bankPaidTitle, texts.bankPaidText(paid.refNumber, gatewayAmount(paid.amountCentimes, language)))
      : bankCounterPanel(texts, language, { action: path, value: request.body?.paymentCode ?? '', error: texts.bankRefused });
    return sendHtml(reply, paid ? 200 : 422, renderPage({ language, path, title: paid ? texts.bankPaidTitle : texts.bankTitle }, content));
  });

  app.post('/fatourati/pay', { schema: { body: BillReferencePaymentRequest, response: { 200: BillReferencePaid, ...errorResponses } } }, async (request) => {
    const paid = await payBillReference(app, request.body.paymentCode);
    if (!paid) throw new ApiError(404, 'not-found', 'This payment code does not exist, has expired or was cancelled');
    return { status: 'paid' as const, refNumber: paid.refNumber };
  });
};
