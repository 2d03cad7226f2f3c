import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LineOrdersRepository } from '../ms-ecom/public';

declare module 'fastify' {
  interface FastifyInstance {
    /** The line's money movements (ms-ecom's orders and their card payments), for the history. */
    transactionsRepository: LineOrdersRepository;
  }
}

/** Registered by the ms-client module, before its routes (its scope only). */
export const transactionsRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('transactionsRepository', new LineOrdersRepository(app.db));
  },
  { name: 'transactions-repository' },
);
