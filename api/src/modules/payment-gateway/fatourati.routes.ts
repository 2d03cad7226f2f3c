import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { gatewayBillReferences } from '../../db/schema';
import { ApiError, errorResponses } from '../../errors';
import { confirmToShop, GATEWAY_PATH } from './gateway';
import { GATEWAY_TEXTS } from './gateway-texts';
import { bankCounterPanel, gatewayAmount, messagePanel, renderPage } from './hosted-page';
import { languageOf, sendHtml, langQuery, short } from './gateway-pages';

/**
 * The bank side of bank-bill (fatourati) references: a bank pays a code, the network confirms
 * to the shop (signed, like a card). Null when the code cannot be paid (unknown, expired, closed).
 */
export async function payBillReference(app: FastifyInstance, paymentCode: string): Promise<{ refNumber: string; amountCentimes: number } | null> {
  const [reference] = await app.db
    .update(gatewayBillReferences)
    .set({ status: 'paid' })
    .where(and(eq(gatewayBillReferences.paymentCode, paymentCode), eq(gatewayBillReferences.status, 'pending'), gt(gatewayBillReferences.expiresAt, new Date())))
    .returning();
  if (!reference) return null;
  const answer = await confirmToShop(app, { sessionId: reference.id, refNumber: reference.merchantRef, channel: 'fatourati', amount: reference.amountCentimes, currency: 'MAD', outcome: 'succeeded' });
  if (answer !== 'acknowledged') {
    // The shop no longer takes this reference: the bank gives the money back.
    await app.db.update(gatewayBillReferences).set({ status: 'cancelled' }).where(eq(gatewayBillReferences.id, reference.id));
    return null;
  }
  return { refNumber: reference.merchantRef, amountCentimes: reference.amountCentimes };
}

/** The bank counter, /fatourati: a bank pays a bank-bill reference (a page, and /fatourati/pay for the network). */
export const fatouratiRoutes: FastifyPluginAsync = async (app) => {
  const path = `${GATEWAY_PATH}/fatourati`;
  const codeField = { type: 'string', maxLength: 20 } as const;

  app.get<{ Querystring: { lang?: string } }>('/fatourati', { schema: { querystring: langQuery } }, async (request, reply) => {
    const language = languageOf(request);
    const texts = GATEWAY_TEXTS[language];
    return sendHtml(reply, 200, renderPage({ language, path, title: texts.bankTitle }, bankCounterPanel(texts, language, { action: path, value: '' })));
  });

  app.post<{ Body: { paymentCode?: string; lang?: string } }>(
    '/fatourati',
    { schema: { body: { type: 'object', properties: { paymentCode: codeField, lang: short } } } },
    async (request, reply) => {
      const language = languageOf(request);
      const texts = GATEWAY_TEXTS[language];
      const code = (request.body?.paymentCode ?? '').replace(/\s/g, '');
      const paid = /^\d{12}$/.test(code) ? await payBillReference(app, code) : null;
      const content = paid
        ? messagePanel(texts.bankPaidTitle, texts.bankPaidText(paid.refNumber, gatewayAmount(paid.amountCentimes, language)))
        : bankCounterPanel(texts, language, { action: path, value: request.body?.paymentCode ?? '', error: texts.bankRefused });
      return sendHtml(reply, paid ? 200 : 422, renderPage({ language, path, title: paid ? texts.bankPaidTitle : texts.bankTitle }, content));
    },
  );

  app.post<{ Body: { paymentCode: string }; Reply: { status: 'paid'; refNumber: string } }>(
    '/fatourati/pay',
    {
      schema: {
        body: { type: 'object', additionalProperties: false, required: ['paymentCode'], properties: { paymentCode: { type: 'string', pattern: '^\\d{12}$' } } },
        response: { 200: { type: 'object', required: ['status', 'refNumber'], properties: { status: { type: 'string' }, refNumber: { type: 'string' } } }, ...errorResponses },
      },
    },
    async (request) => {
      const paid = await payBillReference(app, request.body.paymentCode);
      if (!paid) throw new ApiError(404, 'not-found', 'This payment code does not exist, has expired or was cancelled');
      return { status: 'paid' as const, refNumber: paid.refNumber };
    },
  );
};
