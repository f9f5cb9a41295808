import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Each header's raw value, by its lower-case name. */
  headers: Map<string, string>;
  attachments: ParsedMail['attachments'];
}

export interface SmtpReceiver {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Waits until at least `count` mails arrived (to `to`, when given). */
  waitFor(count: number, options?: { to?: string; timeoutMs?: number }): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/** A real SMTP server on loopback (on `port`, or any free one): what the app sends arrives here, parsed. */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      // Inline pictures keep their cid: links, as the mail was sent.
      simpleParser(stream, { keepCidLinks: true })
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers: new Map(parsed.headerLines.map((header) => [header.key, header.line.slice(header.line.indexOf(':') + 1).trim()])),
            attachments: parsed.attachments,
          });
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  const matching = (to?: string) => mails.filter((mail) => !to || mail.to.includes(to.toLowerCase()));
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    async waitFor(count, { to, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (matching(to).length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails${to ? ` to ${to}` : ''}, got ${matching(to).length} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return matching(to);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
