import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LineMdnQuery, PukResponse } from '@atlas/contracts/line-services';
import { errorResponses } from '../../errors';
import { reference } from '../../reference';
import { selectedMobileLine } from './line-service-acts';

/** GET /api/ms-service/v1/get-puk?mdn (recuperation-puk): the PUK of the selected line's SIM; every reading is recorded. */
export const getPukRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/get-puk',
    {
      preHandler: app.requireLine,
      schema: {
        querystring: LineMdnQuery,
        response: { 200: PukResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const state = await selectedMobileLine(app, request, request.query.mdn);
      reply.header('cache-control', 'private, no-store');
      await app.lineServicesRepository.recordRequest({
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
