import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** Where the catcher files each message; workers read it from there (they are other processes). */
const mailDir = () => path.join(process.env.E2E_DATA_DIR!, 'mail');

/**
 * A real SMTP server on loopback that the app under test sends its e-mails to (its `SMTP_URL`), so
 * journeys read the message a person would get, through the real sending path.
 */
export async function startMailCatcher(port: number): Promise<() => Promise<void>> {
  fs.mkdirSync(mailDir(), { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), subject: parsed.subject ?? '', text: parsed.text ?? '' };
          received += 1;
          fs.writeFileSync(path.join(mailDir(), `${Date.now()}-${String(received).padStart(6, '0')}.json`), JSON.stringify(mail));
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The newest e-mail the app sent to `address` (whose subject matches `subject`, when given), waiting for it to arrive. */
export async function waitForMail(address: string, { timeoutMs = 10_000, subject }: { timeoutMs?: number; subject?: RegExp } = {}): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  const wanted = address.toLowerCase();
  for (;;) {
    const found = fs
      .readdirSync(mailDir())
      .sort()
      .reverse()
      .map((file) => JSON.parse(fs.readFileSync(path.join(mailDir(), file), 'utf8')) as CaughtMail)
      .find((mail) => mail.to.includes(wanted) && (!subject || subject.test(mail.subject)));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail reached ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
