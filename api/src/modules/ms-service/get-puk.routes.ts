import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { PukResponse } from '@atlas/contracts/line-services';
import { errorResponses } from '../../errors';
import { reference } from '../../reference';
import { mdnQuerySchema, selectedMobileLine } from './line-service-acts';
import { lineServiceRequests } from './ms-service.tables';

/** GET /api/ms-service/v1/get-puk?mdn (recuperation-puk): the PUK of the selected line's SIM; every reading is recorded. */
export const getPukRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { mdn: string }; Reply: PukResponse }>(
    '/v1/get-puk',
    {
      preHandler: app.requireLine,
      schema: {
        querystring: mdnQuerySchema,
        response: { 200: { type: 'object', required: ['mdn', 'puk', 'iccEnd'], properties: { mdn: { type: 'string' }, puk: { type: 'string' }, iccEnd: { type: 'string' } } }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const state = await selectedMobileLine(app, request, request.query.mdn);
      reply.header('cache-control', 'private, no-store');
      await app.db.insert(lineServiceRequests).values({
        id: randomUUID(),
        reference: reference('SRV'),
        mdn: state.mdn,
        accountId: request.customer.accountId,
        kind: 'puk',
        outcome: 'done',
        payload: { iccEnd: state.icc.slice(-4) },
        clientAddress: request.ip,
      });
      return { mdn: state.mdn, puk: state.puk, iccEnd: state.icc.slice(-4) };
    },
  );
};
