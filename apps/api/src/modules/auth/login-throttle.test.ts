import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { loginThrottledMessage, MSG } from '@app/contract';
import { describeEachEngine, type TTestContext } from '../../../test/harness.ts';
import { createOrganiser, uniqueEmail } from '../../../test/factories.ts';
import { loginThrottles } from '../../db/schema.ts';
import { LOGIN_THROTTLE } from './login-throttle.ts';

const WRONG = 'Wrong!Passw0rd';

const attempt = (ctx: TTestContext, email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

/** Ends the pair's current wait, as if the clock had moved past it (the throttle reads the database clock). */
const endWait = async (ctx: TTestContext, email: string, ip: string) => {
  await ctx.database.db
    .update(loginThrottles)
    .set({ blocked_until: sql`now() - interval '1 second'`, last_failure_at: sql`now() - interval '2 seconds'` })
    .where(and(eq(loginThrottles.email, email), eq(loginThrottles.ip, ip)));
};

describeEachEngine('sign-in throttle', (ctx) => {
  it('lets the owner sign in from their own address after 100 failed sign-ins from 100 other addresses', async () => {
    const organiser = await createOrganiser(ctx().app);
    for (let i = 0; i < 100; i += 1) {
      const res = await attempt(ctx(), organiser.user.email, WRONG, `10.66.${Math.floor(i / 250)}.${i % 250}`);
      expect(res.statusCode).toBe(401);
    }
    const owner = await attempt(ctx(), organiser.user.email, organiser.password, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(organiser.user.email);
  }, 60_000);

  it('makes one address wait after five failures, with Retry-After and a clear message, while the owner signs in elsewhere', async () => {
    const organiser = await createOrganiser(ctx().app);
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i += 1) {
      expect((await attempt(ctx(), organiser.user.email, WRONG, '198.51.100.7')).statusCode).toBe(401);
    }
    // Even the right password waits: the throttle answers before any password is checked.
    const waiting = await attempt(ctx(), organiser.user.email, organiser.password, '198.51.100.7');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('2');
    expect(waiting.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', error: loginThrottledMessage(2) });

    const elsewhere = await attempt(ctx(), organiser.user.email, organiser.password, '203.0.113.20');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('doubles the wait with every further failure, up to the cap', async () => {
    const organiser = await createOrganiser(ctx().app);
    const ip = '198.51.100.8';
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i += 1) await attempt(ctx(), organiser.user.email, WRONG, ip);
    const waits: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const blocked = await attempt(ctx(), organiser.user.email, WRONG, ip);
      expect(blocked.statusCode).toBe(429);
      waits.push(String(blocked.headers['retry-after']));
      await endWait(ctx(), organiser.user.email, ip);
      expect((await attempt(ctx(), organiser.user.email, WRONG, ip)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['2', '4', '8', '16', '32', '64', '128', '256', '512', '900', '900', '900']);
    expect(LOGIN_THROTTLE.maxDelaySeconds).toBe(900);
  });

  it('forgets a pair after a successful sign-in', async () => {
    const organiser = await createOrganiser(ctx().app);
    const ip = '198.51.100.9';
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures - 1; i += 1) await attempt(ctx(), organiser.user.email, WRONG, ip);
    expect((await attempt(ctx(), organiser.user.email, organiser.password, ip)).statusCode).toBe(200);
    const rows = await ctx().database.db.select().from(loginThrottles).where(eq(loginThrottles.email, organiser.user.email));
    expect(rows).toEqual([]);
    // Four more failures are free again: the earlier four no longer count.
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures - 1; i += 1) {
      expect((await attempt(ctx(), organiser.user.email, WRONG, ip)).statusCode).toBe(401);
    }
    expect((await attempt(ctx(), organiser.user.email, organiser.password, ip)).statusCode).toBe(200);
  });

  it('starts counting again once a pair has been quiet for the window', async () => {
    const organiser = await createOrganiser(ctx().app);
    const ip = '198.51.100.10';
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i += 1) await attempt(ctx(), organiser.user.email, WRONG, ip);
    await ctx().database.db
      .update(loginThrottles)
      .set({ blocked_until: sql`now() - interval '16 minutes'`, last_failure_at: sql`now() - interval '17 minutes'` })
      .where(eq(loginThrottles.email, organiser.user.email));
    expect((await attempt(ctx(), organiser.user.email, WRONG, ip)).statusCode).toBe(401);
    const [row] = await ctx().database.db.select().from(loginThrottles).where(eq(loginThrottles.email, organiser.user.email));
    expect(row).toMatchObject({ failures: 1, blocked_until: null });
  });

  it('treats an unknown e-mail exactly like a known one, so the answers reveal no accounts', async () => {
    const organiser = await createOrganiser(ctx().app);
    const unknown = uniqueEmail();
    const ip = '198.51.100.11';
    const known: number[] = [];
    const stranger: number[] = [];
    for (let i = 0; i <= LOGIN_THROTTLE.freeFailures; i += 1) {
      known.push((await attempt(ctx(), organiser.user.email, WRONG, ip)).statusCode);
      stranger.push((await attempt(ctx(), unknown, WRONG, ip)).statusCode);
    }
    expect(known).toEqual([401, 401, 401, 401, 401, 429]);
    expect(stranger).toEqual(known);
  });

  it('counts sign-ins by e-mail whatever its case or spaces', async () => {
    const organiser = await createOrganiser(ctx().app);
    const ip = '198.51.100.12';
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i += 1) {
      await attempt(ctx(), i % 2 ? ` ${organiser.user.email.toUpperCase()} ` : organiser.user.email, WRONG, ip);
    }
    expect((await attempt(ctx(), organiser.user.email, organiser.password, ip)).statusCode).toBe(429);
  });
});

describe('sign-in throttle message', () => {
  it('says how long to wait in seconds, then minutes, and points to the password reset', () => {
    expect(loginThrottledMessage(1)).toBe(`${MSG.tooManyFailedLogins} Please wait 1 second and try again, or choose "Forgot password?" to reset your password.`);
    expect(loginThrottledMessage(32)).toContain('wait 32 seconds');
    expect(loginThrottledMessage(61)).toContain('wait 2 minutes');
    expect(loginThrottledMessage(900)).toContain('wait 15 minutes');
  });
});
