import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { lazyRequestLogger, loggerOptions } from './logger.ts';

const serverLogging = (level: string) => {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: loggerOptions(loadConfig({ LOG_LEVEL: level, NODE_ENV: 'test' }), { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) }),
    childLoggerFactory: (logger, bindings, options) => lazyRequestLogger(logger, bindings, options),
  });
  return { app, lines };
};

describe('lazyRequestLogger', () => {
  it('makes the child logger only when something is logged at an enabled level', () => {
    const child = vi.fn((): FastifyBaseLogger => ({ ...parent, child }));
    const info = vi.fn();
    const parent = { level: 'warn', isLevelEnabled: (level: string) => level === 'warn' || level === 'error' || level === 'fatal', child, info, warn: vi.fn(), error: vi.fn(), fatal: vi.fn(), debug: vi.fn(), trace: vi.fn(), silent: vi.fn() } as unknown as FastifyBaseLogger;
    const lazy = lazyRequestLogger(parent, { reqId: 'r1' });
    lazy.info('incoming request');
    lazy.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(lazy.level).toBe('warn');
    lazy.warn('slow');
    lazy.error('failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledWith({ reqId: 'r1' }, undefined);
  });

  it('through Fastify: a request that logs nothing writes nothing; one that fails logs with its request id and redaction', async () => {
    const { app, lines } = serverLogging('warn');
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/loud', async (request) => {
      request.log.warn({ password: 'hunter22', where: 'loud' }, 'something to see');
      return { ok: true };
    });
    expect((await app.inject({ url: '/quiet', headers: { authorization: 'Bearer secret-token' } })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    const loud = await app.inject({ url: '/loud' });
    expect(loud.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'something to see', where: 'loud', password: '[redacted]', reqId: expect.any(String) as unknown });
    await app.close();
  });

  it('at info, Fastify still logs each request and its completion with the request id', async () => {
    const { app, lines } = serverLogging('info');
    app.get('/quiet', async () => ({ ok: true }));
    await app.inject({ url: '/quiet' });
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
    await app.close();
  });
});
