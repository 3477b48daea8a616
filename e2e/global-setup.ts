import fs from 'node:fs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT, MAILBOX_DIR } from './tests/support/mailbox';

/**
 * A local SMTP server (nodemailer's smtp-server) for the whole run: the app under test sends
 * its outbox through it (SMTP_URL in the config), and each message lands parsed as a JSON file
 * in MAILBOX_DIR, where tests read it (tests/support/mailbox.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  fs.rmSync(MAILBOX_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAILBOX_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          count += 1;
          const file = `${MAILBOX_DIR}/${Date.now()}-${count}.json`;
          const record = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          };
          fs.writeFileSync(file, JSON.stringify(record));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
