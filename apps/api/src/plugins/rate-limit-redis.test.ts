import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.ts';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  it('counts one IP across two API nodes', async () => {
    const overrides = { REDIS_URL: redisUrl!, RATE_LIMIT_AUTH_PER_MINUTE: '2' };
    const nodeA = await startTestApp('pglite', overrides);
    const nodeB = await startTestApp('pglite', overrides);
    try {
      const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      const attempt = (node: typeof nodeA) =>
        node.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.nz', password: 'x' }, remoteAddress: ip });
      expect((await attempt(nodeA)).statusCode).toBe(401);
      expect((await attempt(nodeB)).statusCode).toBe(401);
      expect((await attempt(nodeA)).statusCode).toBe(429);
    } finally {
      await nodeA.stop();
      await nodeB.stop();
    }
  });
});
