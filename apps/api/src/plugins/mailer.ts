import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TConfig } from '../config.ts';
import type { TDbOrTx } from '../db/db-types.ts';
import { mailOutbox } from '../db/schema.ts';

/** `text` is always sent and kept in the outbox; `html`, when given, is sent (and kept) as the alternative part. */
export type TMail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
/** One message for many recipients: the same subject and parts to every address a query selects. */
export type TMailToEach = Omit<TMail, 'to'>;
export type TMailer = {
  /** Writes the outbox row, then sends it (awaited). */
  send(mail: TMail): Promise<{ id: number; status: 'sent' | 'stored' | 'failed' }>;
  /** Writes the outbox row with `db` (a transaction's: it commits with the caller's change) and returns its id for deliverLater. */
  store(db: TDbOrTx, mail: TMail): Promise<number>;
  /** One outbox row per address `recipients` selects (a query with one column, `to_address`), in one INSERT ... SELECT. */
  storeForEach(db: TDbOrTx, recipients: SQL, mail: TMailToEach): Promise<number[]>;
  /**
   * Sends stored messages once the current answer has gone: never awaited by a request, failures
   * logged and marked failed in the outbox. Without SMTP the rows stay in the outbox as they are.
   */
  deliverLater(ids: number[]): void;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    mailer: TMailer;
  }
}

/**
 * Every message is written to mail_outbox first. With SMTP_URL set it is then sent and marked sent
 * (or failed, with the error); without SMTP it stays in the outbox as the development transport.
 */
export const mailerPlugin = fp(async (app: FastifyInstance, opts: { config: TConfig }) => {
  const transport = opts.config.smtpUrl ? nodemailer.createTransport(opts.config.smtpUrl) : null;
  const from = opts.config.mailFrom;
  const initialStatus = transport ? 'pending' : 'stored';
  const jobs = new Set<Promise<unknown>>();

  const store = async (db: TDbOrTx, mail: TMail) => {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        to_address: mail.to, from_address: from, reply_to: mail.replyTo ?? null, subject: mail.subject, text_body: mail.text,
        html_body: mail.html ?? null, status: initialStatus,
      })
      .returning({ id: mailOutbox.id });
    return row!.id;
  };

  /** Sends one stored message that is still pending. */
  const deliver = async (id: number): Promise<'sent' | 'stored' | 'failed'> => {
    if (!transport) return 'stored';
    const [row] = await app.db.select().from(mailOutbox).where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    if (!row) return 'stored';
    try {
      await transport.sendMail({
        from: row.from_address, to: row.to_address, replyTo: row.reply_to ?? undefined, subject: row.subject, text: row.text_body, html: row.html_body ?? undefined,
      });
      await app.db.update(mailOutbox).set({ status: 'sent', sent_at: new Date() }).where(eq(mailOutbox.id, id));
      return 'sent';
    } catch (error) {
      app.log.error({ err: error, mailId: id }, 'e-mail could not be sent; kept in the outbox as failed');
      await app.db.update(mailOutbox).set({ status: 'failed', error: String(error) }).where(eq(mailOutbox.id, id));
      return 'failed';
    }
  };

  const mailer: TMailer = {
    async send(mail) {
      const id = await store(app.db, mail);
      return { id, status: await deliver(id) };
    },
    store,
    async storeForEach(db, recipients, mail) {
      const { rows } = await db.execute<{ id: number }>(sql`
        INSERT INTO ${mailOutbox} (to_address, from_address, reply_to, subject, text_body, html_body, status)
        SELECT r.to_address, ${from}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text}, ${mail.html ?? null}, ${initialStatus}::mail_status
        FROM (${recipients}) r
        RETURNING id`);
      return rows.map((row) => Number(row.id));
    },
    deliverLater(ids) {
      if (!transport || ids.length === 0) return;
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(async () => {
          for (const id of ids) await deliver(id);
        })
        .catch((error: unknown) => app.log.error({ err: error, mailIds: ids }, 'stored e-mails could not be delivered'));
      jobs.add(job);
      void job.finally(() => jobs.delete(job));
    },
  };
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await Promise.allSettled([...jobs]);
    transport?.close();
  });
}, { name: 'mailer', dependencies: ['database'] });
