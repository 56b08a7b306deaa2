import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '@app/contract';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: { tags: ['health'], summary: 'Liveness and database state', response: { 200: ZHealthResponse, 503: ZHealthResponse } },
  }, async (_request, reply) => {
    const engine = app.database.engine;
    try {
      const latency = await app.database.ping();
      return { status: 'ok' as const, database: { status: 'up' as const, engine, latency_ms: Math.round(latency * 100) / 100 }, uptime_s: Math.round(process.uptime()) };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'degraded' as const, database: { status: 'down' as const, engine, latency_ms: -1 }, uptime_s: Math.round(process.uptime()) });
    }
  });
};
