import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { API_ERROR_CODES, ApiError, errorResponses } from './errors';

interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

/** GET /api/health: the API answers and its database does too. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: Health }>(
    '/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['status', 'database'],
            properties: { status: { type: 'string', enum: ['ok'] }, database: { type: 'string', enum: ['pglite', 'postgres'] } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`SELECT 1`);
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        throw new ApiError(503, API_ERROR_CODES.serviceUnavailable, 'The database does not answer');
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok', database: app.databaseKind };
    },
  );
};
