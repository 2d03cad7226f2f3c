import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { API_ERROR_CODES, ApiError, errorResponses } from './errors';

interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process is leaving: readiness answers 503 so that load balancers stop sending requests. */
    draining: boolean;
  }
}

const healthSchema = {
  response: {
    200: {
      type: 'object',
      required: ['status', 'database'],
      properties: { status: { type: 'string', enum: ['ok'] }, database: { type: 'string', enum: ['pglite', 'postgres'] } },
    },
    ...errorResponses,
  },
};

async function databaseAnswers(app: FastifyInstance, log: { error: (object: unknown, message: string) => void }): Promise<void> {
  try {
    await app.db.execute(sql`SELECT 1`);
  } catch (error) {
    log.error({ err: error }, 'database unreachable');
    throw new ApiError(503, API_ERROR_CODES.serviceUnavailable, 'The database does not answer');
  }
}

/**
 * GET /api/health: the API answers and its database does too (docker-compose's health check).
 * GET /api/health/ready: the same, and 503 once the process is draining (a Kubernetes readiness
 * probe: the pod leaves the Service's endpoints before it stops).
 * GET /api/health/live: the process's event loop answers, whatever the database (a liveness probe
 * that does not restart every replica when the database is away for a moment).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const ok = async (): Promise<Health> => ({ status: 'ok', database: app.databaseKind });

  app.get<{ Reply: Health }>('/health', { schema: healthSchema }, async (request, reply) => {
    await databaseAnswers(app, request.log);
    reply.header('cache-control', 'no-store');
    return ok();
  });
  app.get<{ Reply: Health }>('/health/ready', { schema: healthSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) throw new ApiError(503, API_ERROR_CODES.serviceUnavailable, 'This replica is shutting down');
    await databaseAnswers(app, request.log);
    return ok();
  });
  app.get<{ Reply: Health }>('/health/live', { schema: healthSchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok();
  });
};
