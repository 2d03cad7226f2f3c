import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PukRequest, PukResponse } from '@atlas/contracts/line-services';
import { ApiError, errorResponses } from '../../errors';
import { reference } from '../../reference';
import { recordRefusal, selectedMobileLine, spendLineProof } from './line-service-acts';

/**
 * POST /api/ms-service/v1/get-puk (recuperation-puk): the PUK of the selected line's SIM, shown
 * only with the proof of a fresh code sent to the line (`puk`), as the other line acts ask one:
 * the session and the line token alone do not show it. The proof is spent by the reading (single
 * use: each reading needs a new code); every reading, and every refused proof, is recorded.
 */
export const getPukRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/get-puk',
    {
      preHandler: app.requireLine,
      schema: {
        body: PukRequest,
        response: { 200: PukResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { mdn, otpToken } = request.body;
      // The line is checked before the proof is spent: a wrong line costs no code.
      const state = await selectedMobileLine(app, request, mdn);
      try {
        await spendLineProof(app, otpToken, mdn, 'puk');
      } catch (error) {
        if (error instanceof ApiError) await recordRefusal(app, request, 'puk', mdn, {}, error.code);
        throw error;
      }
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
