import type { FastifyPluginAsync } from 'fastify';
import type { RechargeProductsResponse } from '@atlas/contracts/recharge';
import { errorResponses } from '../../errors';
import { productsFor, rechargeableLine } from '../ms-payment/public';

const localized = { type: 'object', required: ['fr', 'ar', 'en'], properties: { fr: { type: 'string' }, ar: { type: 'string' }, en: { type: 'string' } } } as const;

const productsReplySchema = {
  type: 'object',
  required: ['mdn', 'segment', 'products'],
  properties: {
    mdn: { type: 'string' },
    segment: { type: 'string' },
    products: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'productType', 'categories', 'ProductSpecs', 'pricing', 'name', 'description', 'credit'],
        properties: {
          id: { type: 'string' },
          productType: { type: 'string' },
          categories: {
            type: 'array',
            items: {
              type: 'object',
              required: ['picto_text', 'name'],
              properties: { category_code: { type: 'string' }, promo_description: localized, promo_description_postpaid: localized, picto_text: { type: 'string' }, name: localized },
            },
          },
          ProductSpecs: {
            type: 'object',
            required: ['segment', 'rechargeType', 'validity'],
            properties: { segment: { type: 'array', items: { type: 'string' } }, rechargeType: { type: 'string' }, validity: { type: 'integer' } },
          },
          pricing: { type: 'object', required: ['finalPrice'], properties: { finalPrice: { type: 'number' } } },
          name: localized,
          description: localized,
          credit: {
            type: 'object',
            required: ['amount', 'unit', 'bonus', 'bonusUnit'],
            properties: { amount: { type: 'number' }, unit: { type: 'string' }, bonus: { type: 'number' }, bonusUnit: { type: ['string', 'null'] } },
          },
        },
      },
    },
  },
} as const;

/** The spec's text fields arrive as any string: their format is checked here so the answer is the spec's code. */
const mdnParam = { type: 'object', required: ['mdn'], properties: { mdn: { type: 'string', maxLength: 32 } } } as const;

/**
 * GET /api/v1/ms-catalog/recharge/{mdn}?gzip_controle=true: what this line may buy. payment-014
 * for a malformed number, payment-019 for a number that is not a mobile line of the operator in
 * service (another operator's, a fixed line, a closed line).
 */
export const rechargeCatalogRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { mdn: string }; Querystring: { gzip_controle?: boolean }; Reply: RechargeProductsResponse }>(
    '/recharge/:mdn',
    {
      schema: {
        params: mdnParam,
        querystring: { type: 'object', additionalProperties: false, properties: { gzip_controle: { type: 'boolean' } } },
        response: { 200: productsReplySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const line = await rechargeableLine(app.db, request.params.mdn);
      reply.header('cache-control', 'private, max-age=60');
      return { mdn: line.mdn, segment: line.segment, products: await productsFor(app.db, line.segment) };
    },
  );
};
