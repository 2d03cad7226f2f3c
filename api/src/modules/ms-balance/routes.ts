import type { FastifyPluginAsync } from 'fastify';
import type { BalancesResponse } from '@atlas/contracts/selfcare';
import { errorResponses } from '../../errors';

const itemSchema = {
  type: 'object',
  required: ['name', 'name_ar', 'name_en', 'value', 'total', 'unit', 'unlimited', 'validUntil'],
  properties: {
    name: { type: 'string' },
    name_ar: { type: 'string' },
    name_en: { type: 'string' },
    value: { type: 'number' },
    total: { type: ['number', 'null'] },
    unit: { type: 'string', enum: ['Go', 'Dh', 'sms', 'h', 'min', 's'] },
    unlimited: { type: 'boolean' },
    validUntil: { type: ['string', 'null'] },
  },
} as const;

const balancesSchema = {
  type: 'object',
  required: ['mdn', 'updatedAt', 'balances'],
  properties: {
    mdn: { type: 'string' },
    updatedAt: { type: 'string' },
    balances: {
      type: 'array',
      items: {
        type: 'object',
        required: ['category', 'name', 'name_ar', 'name_en', 'subCategories'],
        properties: {
          category: { type: 'string' },
          name: { type: 'string' },
          name_ar: { type: 'string' },
          name_en: { type: 'string' },
          subCategories: { type: 'array', items: itemSchema },
        },
      },
    },
  },
} as const;

/** ms-balance, mounted at /api/ms-balance/v1: the counters of the selected line only. */
export const msBalanceRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: BalancesResponse }>(
    '/balances',
    { preHandler: app.requireLine, schema: { response: { 200: balancesSchema, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const row = await app.balancesRepository.ofLine(request.line.mdn);
      return {
        mdn: request.line.mdn,
        updatedAt: (row?.updatedAt ?? new Date()).toISOString(),
        balances: row?.balances ?? [],
      };
    },
  );
};
