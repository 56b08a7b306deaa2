import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the app closes (SIGTERM, SIGINT: server.ts), every answer ends its connection: a keep-alive
 * client (any browser, any proxy) would otherwise hold the server open until its idle timeout, long
 * past the shutdown deadline. Part of buildApp, so the benchmark's server pays for it as production
 * does; a callback hook rather than an async one (no promise per answer).
 */
export const closingConnectionsPlugin = fp(async (app: FastifyInstance) => {
  let isClosing = false;
  app.addHook('preClose', (done) => {
    isClosing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });
}, { name: 'closing-connections' });
