import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { TConfig } from './config.ts';
import type { TDatabase } from './db/client.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { lazyRequestLogger, loggerOptions, type TLogStream } from './lib/logger.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { closingConnectionsPlugin } from './plugins/closing-connections.ts';
import { securityHeadersPlugin, securityPolicy } from './plugins/security-headers.ts';
import { authGuardPlugin } from './plugins/auth-guard.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { googleAuthRoutes } from './modules/google-auth/routes.ts';
import { publicRoutes } from './modules/public/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { apiModules } from './modules/index.ts';
import { eventLifecycleJob } from './modules/event-requests/event-lifecycle-job.ts';
import { accountErasureJob } from './modules/profile/account-erasure-job.ts';
import { responseTimesJob } from './modules/response-times/response-times-job.ts';
import { chatGatewayPlugin } from './modules/chat-realtime/chat-gateway.ts';

export type TBuildOptions = {
  /** A database opened by the caller (tests share one per file); otherwise the config decides. */
  database?: TDatabase;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: TLogStream;
};

const API_VERSION = '1.0.0';

/** Builds the whole server. It never listens: main.ts and the tests do that. */
export const buildApp = async (config: TConfig, options: TBuildOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    childLoggerFactory: (logger, bindings, childOptions) => lazyRequestLogger(logger, bindings, childOptions),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // The contract's zod schemas, compiled once per route into a checking writer (lib/response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(closingConnectionsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin, { helmet: securityPolicy(config) });
  // The web app is served from the API's own origin (and proxied in development), so CORS is only
  // switched on for other origins that are named explicitly.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: false, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] });
  }

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'hui-rl:' } : {}),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: 'Too many requests', after: context.after }),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Hui Events API', version: API_VERSION, description: 'Organiser API of the Hui Events marketplace.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The OpenAPI document is always built (app.swagger()); the UI and its JSON are public only with API_DOCS.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(databasePlugin, { config, database: options.database });
  await app.register(mailerPlugin, { config });
  await app.register(authGuardPlugin);

  await app.register(async (api) => {
    api.get('/version', {
      schema: { tags: ['health'], summary: 'API name and version (no database)', response: { 200: z.object({ name: z.string(), version: z.string() }) } },
    }, async () => ({ name: 'hui-events-api', version: API_VERSION }));
    await api.register(healthRoutes);
    await api.register(authRoutes, { prefix: '/auth', config });
    await api.register(googleAuthRoutes, { prefix: '/auth', config });
    await api.register(publicRoutes, { prefix: '/public', config });
    for (const module of apiModules) await api.register(module.routes, { prefix: module.prefix, config });
  }, { prefix: '/api' });
  // Past events become completed: once when the app is ready, then every EVENT_LIFECYCLE_INTERVAL.
  await app.register(eventLifecycleJob, { config });
  // Deleted accounts are erased ACCOUNT_DELETION_DAYS later: once when ready, then every ACCOUNT_ERASURE_INTERVAL.
  await app.register(accountErasureJob, { config });
  // Reply reminders after 24 hours and the providers' median reply times: once when ready, then every RESPONSE_TIMES_INTERVAL.
  await app.register(responseTimesJob, { config });
  // Real-time chat: Socket.IO at /socket.io on this HTTP server (server.ts attaches the portal's too).
  await app.register(chatGatewayPlugin, { config });

  await app.register(uploadsPlugin, { config });
  await app.register(webAppPlugin, { config });
  return app;
};
