import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../config.ts';

/**
 * Feature modules mounted under /api. Each owns its folder (routes.ts, service files, tests) and
 * adds one line here.
 */
export type TApiModule = { prefix: string; routes: FastifyPluginAsyncZod<{ config: TConfig }> };

export const apiModules: TApiModule[] = [];
