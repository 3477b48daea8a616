import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The Message-ID header (the outbox's is `<outbox-<row id>@<host>>`). */
  messageId: string;
  /** RCPT TO addresses. */
  to: string[];
  /** The raw message: headers, blank line, body. */
  data: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`: the same address across stop() and start(). */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Listens again on the same port (after stop()). */
  start: () => Promise<void>;
  /** Stops listening and drops open connections: sends to `url` are refused until start(). */
  stop: () => Promise<void>;
  /** The first received mail matching `match` (waits for it, up to `timeoutMs`). */
  waitForMail: (
    match: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string =>
  [value ?? []]
    .flat()
    .flatMap((item) => item.value.map((entry) => entry.address ?? ''))
    .join(', ');

/**
 * A real SMTP server (nodemailer's `smtp-server`) on a local port that accepts every message and
 * keeps it parsed (`mailparser`), so a test sees what the app mailed through its real mail client.
 * It can be stopped and started again on the same port to play an outage.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  const listen = async () => {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              received.push({
                messageId: parsed.messageId ?? '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                data: raw.toString('utf8'),
                from: addresses(parsed.from),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                replyTo: addresses(parsed.replyTo),
                attachments: parsed.attachments.map((file) => ({
                  filename: file.filename ?? '',
                  contentType: file.contentType,
                  content: file.content,
                })),
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    instance.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      instance.server.once('error', reject);
      instance.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (instance.server.address() as AddressInfo).port;
    server = instance;
  };

  const stop = async () => {
    const instance = server;
    server = undefined;
    if (!instance) return;
    // close() waits for open connections; the client of the app keeps none between mails here.
    await new Promise<void>((resolve) => instance.close(() => resolve()));
  };

  await listen();
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    start: async () => {
      if (!server) await listen();
    },
    stop,
    // A minute: on a database shared by the whole suite the worker first sends the mails other
    // test files left pending (oldest first), which takes seconds on a busy machine.
    waitForMail: async (match, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find(match);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error('the expected mail did not arrive');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: stop,
  };
}
