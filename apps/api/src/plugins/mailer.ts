import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { TConfig } from '../config.ts';
import { mailOutbox } from '../db/schema.ts';

/** `text` is always sent and kept in the outbox; `html`, when given, is sent as the alternative part. */
export type TMail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type TMailer = { send(mail: TMail): Promise<{ id: number; status: 'sent' | 'stored' | 'failed' }> };

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
  const mailer: TMailer = {
    async send(mail) {
      const [row] = await app.db
        .insert(mailOutbox)
        .values({ to_address: mail.to, from_address: from, reply_to: mail.replyTo ?? null, subject: mail.subject, text_body: mail.text, status: transport ? 'pending' : 'stored' })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      if (!transport) return { id, status: 'stored' };
      try {
        await transport.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html });
        await app.db.update(mailOutbox).set({ status: 'sent', sent_at: new Date() }).where(eq(mailOutbox.id, id));
        return { id, status: 'sent' };
      } catch (error) {
        app.log.error({ err: error, mailId: id }, 'e-mail could not be sent; kept in the outbox as failed');
        await app.db.update(mailOutbox).set({ status: 'failed', error: String(error) }).where(eq(mailOutbox.id, id));
        return { id, status: 'failed' };
      }
    },
  };
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => transport?.close());
}, { name: 'mailer', dependencies: ['database'] });
