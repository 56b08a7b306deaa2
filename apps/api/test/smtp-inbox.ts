import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TReceivedMail = { to: string[]; subject: string; text: string; html: string | null; parsed: ParsedMail };

/**
 * A real SMTP server on a free local port, for tests that read what the app sends: point SMTP_URL at
 * `url`, then `nextMailTo(address)` waits for the next message to that address.
 */
export const startSmtpInbox = async () => {
  const received: TReceivedMail[] = [];
  const untaken: TReceivedMail[] = [];
  const waiters = new Set<{ to: string; resolve(mail: TReceivedMail): void }>();
  const settings = { delayMs: 0 };

  const deliver = (mail: TReceivedMail) => {
    received.push(mail);
    for (const waiter of waiters) {
      if (mail.to.includes(waiter.to)) {
        waiters.delete(waiter);
        waiter.resolve(mail);
        return;
      }
    }
    untaken.push(mail);
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (settings.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.delayMs));
          deliver({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            parsed,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    settings,
    /** Every message received so far to the address (or all of them). */
    received: (to?: string) => (to ? received.filter((mail) => mail.to.includes(to.toLowerCase())) : [...received]),
    /** The next message to the address that has not been taken yet. */
    nextMailTo: (to: string, timeoutMs = 10_000) => {
      const address = to.toLowerCase();
      const waiting = untaken.findIndex((mail) => mail.to.includes(address));
      if (waiting >= 0) return Promise.resolve(untaken.splice(waiting, 1)[0]!);
      return new Promise<TReceivedMail>((resolve, reject) => {
        const waiter = {
          to: address,
          resolve: (mail: TReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no e-mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type TSmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
