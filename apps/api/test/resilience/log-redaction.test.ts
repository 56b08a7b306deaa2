import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract';
import { ENGINES, startTestApp } from '../harness.ts';
import { STRONG_PASSWORD } from '../factories.ts';

// The log of a real app instance, read line by line while real queries fail with secrets in their
// values: the statement and the error code are there, the values never are.

for (const engine of ENGINES) {
  describe(`log redaction [${engine}]`, () => {
    const lines: string[] = [];
    let ctx: Awaited<ReturnType<typeof startTestApp>>;
    const logText = () => lines.join('');
    const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

    beforeAll(async () => {
      ctx = await startTestApp(engine, { LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
      // Real constraints that make the sign-up's own inserts fail, after the password is hashed.
      await ctx.database.db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT log_probe_users CHECK (email NOT LIKE 'leak-probe%') NOT VALID`));
      await ctx.database.db.execute(sql.raw(`ALTER TABLE organiser_profiles ADD CONSTRAINT log_probe_profiles CHECK (phone_number IS NULL OR phone_number NOT LIKE '0299%') NOT VALID`));
    });
    afterAll(async () => {
      await ctx?.stop();
    });

    const signup = (email: string, phone: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password: STRONG_PASSWORD, organiser_type: 'individual', first_name: 'Hemi', last_name: 'Secretname', phone_number: phone },
      });

    it('a failed insert logs its code, constraint and statement, never the hash, e-mail or phone it carried', async () => {
      const email = `leak-probe+${randomBytes(4).toString('hex')}@example.nz`;
      const phone = `0288${randomBytes(2).readUInt16BE()}`;
      const failedUser = await signup(email, phone);
      expect(failedUser.statusCode).toBe(500);
      expect(failedUser.json()).toMatchObject({ code: 'INTERNAL', message: MSG.internal });

      const secretPhone = `0299${randomBytes(2).readUInt16BE()}`;
      const failedProfile = await signup(`probe+${randomBytes(4).toString('hex')}@example.nz`, secretPhone);
      expect(failedProfile.statusCode).toBe(500);

      const errors = logged().filter((line) => line.msg === 'unhandled error');
      expect(errors).toHaveLength(2);
      const text = logText();
      for (const secret of [email, email.split('@')[0]!, phone, secretPhone, STRONG_PASSWORD, '$argon2', 'Secretname']) {
        expect(text, `the log holds "${secret}"`).not.toContain(secret);
      }
      const [userError, profileError] = errors.map((line) => line.err as { message: string; statement: string; cause: Record<string, unknown> });
      expect(userError!.statement).toMatch(/^insert into "users"/);
      expect(userError!.cause).toMatchObject({ code: '23514', constraint: 'log_probe_users' });
      expect(profileError!.statement).toMatch(/^insert into "organiser_profiles"/);
      expect(profileError!.cause).toMatchObject({ code: '23514', constraint: 'log_probe_profiles' });
      expect(text).not.toContain('params:');
      expect(text).not.toContain('Failing row contains');
    });

    it("masks a query's values where the database repeats them in its message", async () => {
      const secret = `leak-${randomBytes(6).toString('hex')}`;
      const error = await ctx.database.db.execute(sql`select ${secret}::int as n`).then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(String((error as Error).message)).toContain(secret); // what the driver hands us
      ctx.app.log.error({ err: error }, 'probe: failed cast');
      const line = logged().find((l) => l.msg === 'probe: failed cast')!;
      expect(JSON.stringify(line)).not.toContain(secret);
      expect(line.err).toMatchObject({ statement: 'select $1::int as n', cause: { code: '22P02' } });
    });

    it('redacts known secret fields in anything logged', async () => {
      ctx.app.log.info({
        password: 'pw-top', token: 'tok-top',
        body: { email: 'someone@example.nz', password: 'pw-1', phone_number: '021555', authorization: 'Bearer abc' },
        user: { profile: { phone: '027444', password_hash: 'hash-2' } },
      }, 'probe: secrets');
      const line = JSON.stringify(logged().find((l) => l.msg === 'probe: secrets'));
      for (const secret of ['pw-top', 'tok-top', 'someone@example.nz', 'pw-1', '021555', 'Bearer abc', '027444', 'hash-2']) {
        expect(line).not.toContain(secret);
      }
      expect(line).toContain('[redacted]');
    });
  });
}
